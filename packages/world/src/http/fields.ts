// Spotify's `fields` query parameter: a comma-separated list where `a(b,c)` selects sub-fields,
// `a.b` is shorthand for `a(b)`, and `!x` inside a selection excludes x. Arrays apply the
// selection to each element. Example: `items(added_at,track(id,name)),next,total`.

export type FieldNode = { include: Map<string, FieldNode | null>; exclude: Set<string> };

export class FieldsSyntaxError extends Error {}

function emptyNode(): FieldNode {
  return { include: new Map(), exclude: new Set() };
}

function merge(into: FieldNode, key: string, child: FieldNode | null): void {
  if (!into.include.has(key)) {
    into.include.set(key, child);
    return;
  }
  const existing = into.include.get(key);
  // A bare key (whole value) wins over any sub-selection of the same key.
  if (existing === null || existing === undefined || child === null) {
    into.include.set(key, null);
    return;
  }
  for (const [name, grandchild] of child.include) merge(existing, name, grandchild);
  for (const name of child.exclude) existing.exclude.add(name);
}

export function parseFields(text: string): FieldNode {
  let i = 0;
  const readName = (): string => {
    const start = i;
    while (i < text.length && /[A-Za-z0-9_]/.test(text[i]!)) i++;
    if (i === start) throw new FieldsSyntaxError(`Invalid fields at ${start}`);
    return text.slice(start, i);
  };
  const readList = (node: FieldNode, nested: boolean): void => {
    for (;;) {
      const excluded = text[i] === '!';
      if (excluded) i++;
      const path = [readName()];
      while (text[i] === '.') {
        i++;
        path.push(readName());
      }
      let child: FieldNode | null = null;
      if (text[i] === '(') {
        i++;
        child = emptyNode();
        readList(child, true);
        if (text[i] !== ')') throw new FieldsSyntaxError('Unbalanced parentheses in fields');
        i++;
      }
      if (excluded && path.length === 1 && child === null) node.exclude.add(path[0]!);
      else {
        // a.b.c(x) == a(b(c(x)))
        let tail: FieldNode | null = child;
        for (let k = path.length - 1; k >= 1; k--) {
          const wrapper = emptyNode();
          wrapper.include.set(path[k]!, tail);
          tail = wrapper;
        }
        merge(node, path[0]!, tail);
      }
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (nested ? text[i] === ')' : i === text.length) return;
      throw new FieldsSyntaxError(`Invalid fields at ${i}`);
    }
  };
  const root = emptyNode();
  readList(root, false);
  return root;
}

/**
 * The keys of `available` that `node` selects: in the selection's order when it names keys,
 * otherwise in `available`'s, less those it excludes.
 */
export function selectedKeys(available: readonly string[], node: FieldNode | null): string[] {
  if (node === null) return [...available];
  if (node.include.size === 0) return available.filter((key) => !node.exclude.has(key));
  return [...node.include.keys()].filter(
    (key) => available.includes(key) && !node.exclude.has(key),
  );
}

export function applyFields(value: unknown, node: FieldNode | null): unknown {
  if (node === null || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((element) => applyFields(element, node));
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of selectedKeys(Object.keys(source), node)) {
    out[key] =
      node.include.size === 0
        ? source[key]
        : applyFields(source[key], node.include.get(key) ?? null);
  }
  return out;
}
