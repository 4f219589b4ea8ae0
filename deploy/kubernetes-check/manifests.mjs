// @ts-check
/**
 * Checks the Kubernetes manifests in deploy/kubernetes without a cluster:
 *   - every object against the Kubernetes API's own OpenAPI schema (kubernetes-models, whose
 *     validators are compiled from it): wrong types, missing required fields, unknown enum values;
 *   - every object against the same API's TypeScript types, as a fresh object literal, so a field
 *     the API does not know (a typo) is an error, as the API server's strict field validation
 *     makes it;
 *   - the references between the objects of one kustomization (see cross-references.mjs);
 *   - what every pod must be: non-root, limited, read-only (see pod-policies.mjs).
 * YAML is read as kubectl reads it (YAML 1.1: an unquoted `off` is the boolean false).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { parseAllDocuments } from 'yaml';
import { crossReferenceProblems } from './cross-references.mjs';
import { podPolicyProblems } from './pod-policies.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../..');
const require = createRequire(import.meta.url);

/**
 * @typedef {{ file: string, index: number, object: Record<string, any> }} Manifest
 * @typedef {{ file: string, object?: string, message: string }} Problem
 */

/** A manifest's name for messages: Kind/name. @param {Record<string, any>} object */
export function describe(object) {
  return `${object?.kind ?? '?'}/${object?.metadata?.name ?? '?'}`;
}

/** @param {string} file */
function relative(file) {
  return path.relative(REPO_ROOT, file);
}

/**
 * Reads every YAML document of a file.
 * @param {string} file
 * @returns {{ manifests: Manifest[], problems: Problem[] }}
 */
export function readManifests(file) {
  /** @type {Manifest[]} */
  const manifests = [];
  /** @type {Problem[]} */
  const problems = [];
  const documents = parseAllDocuments(readFileSync(file, 'utf8'), { version: '1.1', uniqueKeys: true });
  documents.forEach((document, index) => {
    for (const error of document.errors) problems.push({ file: relative(file), message: `YAML: ${error.message}` });
    const object = document.toJS();
    if (object === null || object === undefined) return;
    if (typeof object !== 'object' || Array.isArray(object)) {
      problems.push({ file: relative(file), message: `document ${index + 1} is not an object` });
      return;
    }
    manifests.push({ file, index, object });
  });
  return { manifests, problems };
}

const KUSTOMIZATION_KEYS = new Set(['apiVersion', 'kind', 'resources']);

/**
 * The objects a kustomization puts together: the files under `resources`, folders
 * (other kustomizations) followed. Only `resources` is supported, so a patch or generator
 * added later cannot be skipped silently.
 * @param {string} folder
 * @param {Set<string>} [seenFiles] every file read, for the check that none is left out
 * @returns {{ manifests: Manifest[], problems: Problem[] }}
 */
export function loadKustomization(folder, seenFiles = new Set()) {
  const file = path.join(folder, 'kustomization.yaml');
  seenFiles.add(file);
  /** @type {Manifest[]} */
  const manifests = [];
  /** @type {Problem[]} */
  const problems = [];
  if (!existsSync(file)) return { manifests, problems: [{ file: relative(folder), message: 'no kustomization.yaml' }] };
  const read = readManifests(file);
  problems.push(...read.problems);
  const kustomization = read.manifests[0]?.object ?? {};
  if (kustomization.apiVersion !== 'kustomize.config.k8s.io/v1beta1' || kustomization.kind !== 'Kustomization') {
    problems.push({
      file: relative(file),
      message: 'must be apiVersion kustomize.config.k8s.io/v1beta1, kind Kustomization',
    });
  }
  for (const key of Object.keys(kustomization)) {
    if (!KUSTOMIZATION_KEYS.has(key)) {
      problems.push({ file: relative(file), message: `"${key}" is not supported by this check (only resources)` });
    }
  }
  const resources = Array.isArray(kustomization.resources) ? kustomization.resources : [];
  for (const resource of resources) {
    const target = path.resolve(folder, String(resource));
    if (!existsSync(target)) {
      problems.push({ file: relative(file), message: `resource ${resource} does not exist` });
    } else if (statSync(target).isDirectory()) {
      const inner = loadKustomization(target, seenFiles);
      manifests.push(...inner.manifests);
      problems.push(...inner.problems);
    } else {
      seenFiles.add(target);
      const inner = readManifests(target);
      manifests.push(...inner.manifests);
      problems.push(...inner.problems);
    }
  }
  return { manifests, problems };
}

/**
 * The kubernetes-models module of an object's kind, or undefined when it has none.
 * @param {Record<string, any>} object
 */
function modelModule(object) {
  const { apiVersion, kind } = object;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return undefined;
  if (!/^([a-z0-9.-]+\/)?v\d+((alpha|beta)\d+)?$/.test(apiVersion) || !/^[A-Z][A-Za-z]+$/.test(kind)) return undefined;
  const specifier = `kubernetes-models/${apiVersion}/${kind}`;
  try {
    require.resolve(specifier);
    return specifier;
  } catch {
    return undefined;
  }
}

/**
 * Each object against the OpenAPI schema of its kind.
 * @param {Manifest[]} manifests
 * @returns {Promise<Problem[]>}
 */
export async function schemaProblems(manifests) {
  /** @type {Problem[]} */
  const problems = [];
  for (const { file, object } of manifests) {
    const specifier = modelModule(object);
    if (!specifier) {
      problems.push({
        file: relative(file),
        object: describe(object),
        message: `no schema for apiVersion "${object.apiVersion}", kind "${object.kind}"`,
      });
      continue;
    }
    const Model = (await import(specifier))[object.kind];
    try {
      new Model(object).validate();
    } catch (error) {
      const errors = /** @type {{ errors?: { instancePath: string, message?: string, params?: any }[] }} */ (error)
        .errors;
      if (!errors) throw error;
      for (const { instancePath, message, params } of errors) {
        const detail = params?.allowedValues ? ` (${params.allowedValues.join(', ')})` : '';
        problems.push({
          file: relative(file),
          object: describe(object),
          message: `schema: ${instancePath || '/'} ${message}${detail}`,
        });
      }
    }
  }
  return problems;
}

/**
 * The JSON path of the property at a position in an object literal.
 * @param {ts.Node} node
 * @param {number} position
 * @returns {string}
 */
function pathAt(node, position) {
  /** @type {string[]} */
  const parts = [];
  /** @param {ts.Node} current */
  const walk = (current) => {
    if (ts.isObjectLiteralExpression(current)) {
      for (const property of current.properties) {
        if (position >= property.getStart() && position < property.getEnd() && ts.isPropertyAssignment(property)) {
          parts.push(ts.isStringLiteral(property.name) ? property.name.text : property.name.getText());
          walk(property.initializer);
          return;
        }
      }
    } else if (ts.isArrayLiteralExpression(current)) {
      current.elements.forEach((element, index) => {
        if (position >= element.getStart() && position < element.getEnd()) {
          parts.push(String(index));
          walk(element);
        }
      });
    }
  };
  walk(node);
  return `/${parts.join('/')}`;
}

/** The compiler's "Object literal may only specify known properties" messages. */
const EXCESS_PROPERTY_CODES = new Set([2353, 2561]);

/**
 * Every property of the object literals under a node that its type does not have. Maps
 * (labels, annotations, data: types with an index signature) take any name.
 * @param {ts.TypeChecker} checker
 * @param {ts.Node} root
 * @returns {{ node: ts.Node }[]}
 */
function unknownFields(checker, root) {
  /** @type {{ node: ts.Node }[]} */
  const found = [];
  /** @param {ts.Type} type @param {string} name */
  const hasField = (type, name) => {
    const objects = (type.isUnion() ? type.types : [type]).filter((member) => member.getFlags() & ts.TypeFlags.Object);
    return (
      objects.length === 0 ||
      objects.some(
        (member) =>
          checker.getPropertyOfType(member, name) !== undefined || checker.getIndexInfosOfType(member).length > 0,
      )
    );
  };
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const type = checker.getContextualType(node);
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property) || !type) continue;
        const name = ts.isStringLiteral(property.name) ? property.name.text : property.name.getText();
        if (!hasField(checker.getNonNullableType(type), name)) found.push({ node: property });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/**
 * Each object as an object literal of its kind's TypeScript type: fields the type does not
 * have, and values of the wrong type, are compile errors.
 * @param {Manifest[]} manifests
 * @returns {Problem[]}
 */
export function fieldProblems(manifests) {
  const checked = manifests.filter(({ object }) => modelModule(object));
  // A file that exists nowhere, beside the project's node_modules so the types resolve.
  const virtualFile = path.join(here, '__manifests__.ts');
  const source = checked
    .map(({ object }, index) => {
      const name = `I${object.kind}`;
      return `import type { ${name} as T${index} } from '${modelModule(object)}';\nexport const m${index}: T${index} = ${JSON.stringify(object, null, 2)};\n`;
    })
    .join('');
  const options = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => name === virtualFile || fileExists.call(host, name);
  host.readFile = (name) => (name === virtualFile ? source : readFile.call(host, name));
  host.getSourceFile = (name, language, ...rest) =>
    name === virtualFile
      ? ts.createSourceFile(name, source, language, true)
      : getSourceFile.call(host, name, language, ...rest);
  const program = ts.createProgram([virtualFile], options, host);
  const sourceFile = program.getSourceFile(virtualFile);
  if (!sourceFile) throw new Error('the manifests could not be compiled');
  const declarations = sourceFile.statements.filter(ts.isVariableStatement);
  /** @type {Problem[]} */
  const problems = [];
  const checker = program.getTypeChecker();
  declarations.forEach((statement, index) => {
    const initializer = statement.declarationList.declarations[0]?.initializer;
    const manifest = checked[index];
    if (!initializer || !manifest) return;
    for (const { node } of unknownFields(checker, initializer)) {
      problems.push({
        file: relative(manifest.file),
        object: describe(manifest.object),
        message: `fields: ${pathAt(initializer, node.getStart())} is not a field the API knows`,
      });
    }
  });
  const diagnostics = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
  // Unknown fields are told above, every one of them (the compiler tells them only while the
  // rest of the object fits its type).
  for (const diagnostic of diagnostics.filter(({ code }) => !EXCESS_PROPERTY_CODES.has(code))) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const position = diagnostic.start ?? 0;
    const index = declarations.findIndex((statement) => position >= statement.pos && position < statement.end);
    const initializer = declarations[index]?.declarationList.declarations[0]?.initializer;
    const manifest = checked[index];
    if (!manifest || !initializer) {
      problems.push({ file: 'kubernetes-check', message: `types: ${message}` });
      continue;
    }
    problems.push({
      file: relative(manifest.file),
      object: describe(manifest.object),
      message: `types: ${pathAt(initializer, position)} ${message}`,
    });
  }
  return problems;
}

/** Every .yaml file under a folder. @param {string} folder @returns {string[]} */
function yamlFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Checks the kustomizations named (folders), each as one set of objects, and that every YAML
 * file under `root` belongs to one of them.
 * @param {{ root: string, kustomizations: string[] }} options
 * @returns {Promise<Problem[]>}
 */
export async function checkManifests({ root, kustomizations }) {
  /** @type {Problem[]} */
  const problems = [];
  const seenFiles = new Set();
  /** @type {Map<string, Manifest>} each object once, for the schema and field checks */
  const unique = new Map();
  for (const folder of kustomizations) {
    const loaded = loadKustomization(folder, seenFiles);
    problems.push(...loaded.problems);
    for (const manifest of loaded.manifests) unique.set(`${manifest.file}#${manifest.index}`, manifest);
    problems.push(
      ...crossReferenceProblems(loaded.manifests).map((problem) => ({
        file: relative(folder),
        object: problem.object,
        message: `references: ${problem.message}`,
      })),
      ...podPolicyProblems(loaded.manifests).map((problem) => ({
        file: relative(folder),
        object: problem.object,
        message: `policy: ${problem.message}`,
      })),
    );
  }
  for (const file of yamlFiles(root)) {
    if (!seenFiles.has(file)) problems.push({ file: relative(file), message: 'is in no kustomization checked' });
  }
  const manifests = [...unique.values()];
  const schema = await schemaProblems(manifests);
  // The compiler's type errors repeat the schema's: told only for an object the schema passed.
  const failedSchema = new Set(schema.map(({ file, object }) => `${file} ${object}`));
  const fields = fieldProblems(manifests).filter(
    ({ file, object, message }) => !message.startsWith('types:') || !failedSchema.has(`${file} ${object}`),
  );
  problems.push(...schema, ...fields);
  // The same problem reached through two kustomizations is told once.
  const told = new Set();
  return problems.filter((problem) => {
    const key = JSON.stringify(problem);
    if (told.has(key)) return false;
    told.add(key);
    return true;
  });
}

/** @param {Problem} problem */
export function formatProblem({ file, object, message }) {
  return `${file}${object ? ` ${object}` : ''}: ${message}`;
}
