// Where the front end's code makes every call of the store API, and whether an app uses that code. A call site
// is a path literal or template (its constant parts resolved by the type checker) used as a request
// path: the `path`/`url` of an options bag, an argument of a call, what a function returns, or a
// constant used so. From the declaration holding it (the api client's `orders.bySn`, a store's method,
// a platform function) the references are followed, through shared-lib, until one lies in an app's
// code (the shell, its page server, a remote). Tests, test helpers and dev harnesses count for nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { PARAM, readCodePath, type SpecCall, specCallName, specCallsMatching } from './specPathMatch';

export interface CodeLayout {
  root: string;
  /** The program's files (every package's sources). */
  fileNames: readonly string[];
  options: ts.CompilerOptions;
  /** The front end's own code, call sites and uses both (not tests, helpers or harnesses). */
  isSource(file: string): boolean;
  /** Code of an app: a use here is a use by an app. */
  isAppCode(file: string): boolean;
}

export interface CallSite {
  /** `file:line` of the code that builds the path. */
  where: string;
  /** `file:line` of the first app code found using it, or null when only tests and unused code do. */
  usedBy: string | null;
}

/** Names of an options bag's keys that hold a request's address. */
const ADDRESS_KEYS = new Set(['path', 'url']);
/** Followed this many declarations deep at most (api client -> store -> hook -> component...). */
const MAX_DEPTH = 12;

function languageService(layout: CodeLayout): ts.LanguageService {
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...layout.fileNames],
    getScriptVersion: () => '0',
    getScriptSnapshot: (file) =>
      existsSync(file) ? ts.ScriptSnapshot.fromString(readFileSync(file, 'utf8')) : undefined,
    getCurrentDirectory: () => layout.root,
    getCompilationSettings: () => layout.options,
    getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  };
  return ts.createLanguageService(host, ts.createDocumentRegistry());
}

function nodeAt(file: ts.SourceFile, position: number): ts.Node | undefined {
  const visit = (node: ts.Node): ts.Node | undefined => {
    if (position < node.getStart(file) || position >= node.getEnd()) return undefined;
    return ts.forEachChild(node, visit) ?? node;
  };
  return visit(file);
}

function insideType(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent) {
    if (ts.isTypeNode(current) && !ts.isExpressionWithTypeArguments(current)) return true;
    if (ts.isStatement(current)) return false;
  }
  return false;
}

const propertyName = (name: ts.PropertyName): string | undefined =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;

const isArgument = (call: ts.CallExpression | ts.NewExpression, node: ts.Node): boolean =>
  call.arguments?.some((argument) => argument === node) ?? false;

/** An object literal written as a call's argument: a bag of options, not a declaration of members. */
const isArgumentBag = (node: ts.Node): boolean =>
  ts.isObjectLiteralExpression(node) &&
  (ts.isCallExpression(node.parent) || ts.isNewExpression(node.parent)) &&
  isArgument(node.parent, node);

/** The innermost declaration a reference can be followed from: a function, method, member or module constant. */
function holderOf(node: ts.Node): ts.NamedDeclaration | undefined {
  for (let current = node.parent; current && !ts.isSourceFile(current); current = current.parent) {
    if ((ts.isFunctionDeclaration(current) || ts.isClassDeclaration(current)) && current.name) return current;
    if (
      ts.isMethodDeclaration(current) ||
      ts.isGetAccessorDeclaration(current) ||
      ts.isSetAccessorDeclaration(current) ||
      ts.isPropertyDeclaration(current)
    )
      return current;
    if (
      (ts.isPropertyAssignment(current) || ts.isShorthandPropertyAssignment(current)) &&
      !isArgumentBag(current.parent)
    )
      return current;
    if (ts.isVariableDeclaration(current) && ts.isIdentifier(current.name)) {
      // A module's constant, or a function kept in a variable; other locals are part of their function.
      const initializer = current.initializer;
      const moduleLevel = ts.isSourceFile(current.parent.parent.parent);
      const holdsFunction =
        !!initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer));
      if (moduleLevel || holdsFunction) return current;
    }
  }
  return undefined;
}

/** The request method an options bag names (`method: 'POST'`; none is GET), or undefined when unknown. */
function methodOf(use: ts.Node): string | undefined {
  const property = use.parent;
  if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.parent)) return undefined;
  const method = property.parent.properties.find(
    (entry) =>
      (ts.isPropertyAssignment(entry) || ts.isShorthandPropertyAssignment(entry)) &&
      propertyName(entry.name) === 'method',
  );
  if (!method) return 'GET';
  if (ts.isPropertyAssignment(method) && ts.isStringLiteralLike(method.initializer))
    return method.initializer.text.toUpperCase();
  return undefined;
}

/** Whether a path expression is used as a request's address. */
function isRequestUse(use: ts.Node): boolean {
  let node = use;
  while (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent))
    return parent.initializer === node && ADDRESS_KEYS.has(propertyName(parent.name) ?? '');
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) return isArgument(parent, node);
  if (ts.isReturnStatement(parent)) return true;
  return ts.isArrowFunction(parent) && parent.body === node;
}

export function findCallSites(layout: CodeLayout, calls: readonly SpecCall[]): Map<string, CallSite[]> {
  const service = languageService(layout);
  const program = service.getProgram();
  if (!program) throw new Error('the front end does not make a TypeScript program');
  const checker = program.getTypeChecker();
  const where = (node: ts.Node): string => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return `${path.relative(layout.root, file.fileName)}:${line + 1}`;
  };

  /** A template's text, its parts the checker knows as one string spelled out and the rest PARAM. */
  const textOf = (node: ts.StringLiteralLike | ts.TemplateExpression): string => {
    if (!ts.isTemplateExpression(node)) return node.text;
    return node.templateSpans.reduce((text, span) => {
      const type = checker.getTypeAtLocation(span.expression);
      const known = type.isStringLiteral() || type.isNumberLiteral() ? String(type.value) : PARAM;
      return text + known + span.literal.text;
    }, node.head.text);
  };

  const references = new Map<ts.Node, ts.Node[]>();
  /** Where a declaration is used (not where it is declared, imported, re-exported or named in a type). */
  const usesOf = (declaration: ts.NamedDeclaration): ts.Node[] => {
    const cached = references.get(declaration);
    if (cached) return cached;
    const name = declaration.name as ts.Node;
    const found = (service.findReferences(name.getSourceFile().fileName, name.getStart()) ?? [])
      .flatMap((symbol) => symbol.references)
      .filter((entry) => !entry.isDefinition && layout.isSource(entry.fileName))
      .flatMap((entry) => {
        const file = program.getSourceFile(entry.fileName);
        const node = file && nodeAt(file, entry.textSpan.start);
        if (!node || node === name) return [];
        const parent = node.parent;
        if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent))
          return [];
        return insideType(node) ? [] : [node];
      });
    references.set(declaration, found);
    return found;
  };

  const appUses = new Map<ts.Node, string | null>();
  /** The first app code found using what a declaration holds, following declarations breadth first. */
  const appUseOf = (start: ts.NamedDeclaration): string | null => {
    if (appUses.has(start)) return appUses.get(start) ?? null;
    const seen = new Set<ts.Node>([start]);
    let level: ts.NamedDeclaration[] = [start];
    let found: string | null = null;
    for (let depth = 0; depth < MAX_DEPTH && level.length > 0 && !found; depth += 1) {
      const next: ts.NamedDeclaration[] = [];
      for (const declaration of level) {
        for (const use of usesOf(declaration)) {
          if (layout.isAppCode(use.getSourceFile().fileName)) {
            found = where(use);
            break;
          }
          const holder = holderOf(use);
          if (holder && !seen.has(holder)) {
            seen.add(holder);
            next.push(holder);
          }
        }
        if (found) break;
      }
      level = next;
    }
    appUses.set(start, found);
    return found;
  };

  /** Whether a use of the path is app code or leads to it. */
  const appUseFrom = (use: ts.Node): string | null => {
    if (layout.isAppCode(use.getSourceFile().fileName)) return where(use);
    const holder = holderOf(use);
    return holder ? appUseOf(holder) : null;
  };

  const sites = new Map<string, CallSite[]>(calls.map((call) => [specCallName(call), []]));
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || !layout.isSource(file.fileName)) continue;
    const literals = new Set<string>();
    const candidates: { node: ts.StringLiteralLike | ts.TemplateExpression; codePath: string }[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node)) literals.add(node.text);
      if ((ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) && !insideType(node)) {
        const codePath = node.getText(file).includes('/') ? readCodePath(textOf(node)) : null;
        if (codePath) candidates.push({ node, codePath });
      }
      if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    };
    visit(file);

    for (const { node, codePath } of candidates) {
      const matches = specCallsMatching(calls, codePath).filter(({ match }) =>
        match.literalsNeeded.every((literal) => literals.has(literal)),
      );
      if (matches.length === 0) continue;
      // A constant's uses are where the path is used; anything else is used where it is written.
      const declaration = node.parent;
      const uses =
        ts.isVariableDeclaration(declaration) && declaration.initializer === node
          ? usesOf(declaration)
          : [node];
      for (const use of uses.filter(isRequestUse)) {
        const method = methodOf(use);
        const site = { where: where(node), usedBy: appUseFrom(use) };
        for (const { call } of matches) {
          if (method && method !== call.method) continue;
          const list = sites.get(specCallName(call)) ?? [];
          if (!list.some((known) => known.where === site.where && known.usedBy === site.usedBy))
            list.push(site);
          sites.set(specCallName(call), list);
        }
      }
    }
  }
  return sites;
}
