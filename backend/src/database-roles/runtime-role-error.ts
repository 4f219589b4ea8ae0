/** The API's role cannot be made as asked; the message says what to change. */
export class RuntimeRoleError extends Error {}
