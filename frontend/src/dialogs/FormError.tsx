/** A dialog's refusal or failure, said at once to a screen reader; nothing when there is none. */
export function FormError({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="form-error" role="alert">
      {text}
    </p>
  ) : null;
}
