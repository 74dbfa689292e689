/**
 * A [value, label] pair of a list made when its module loads (a select's options, the tab bar)
 * whose label is read from the catalogue each time it is shown: a language's texts applied after
 * the module loaded still reach it.
 */
export function choice<V>(value: V, label: () => string): readonly [V, string] {
  const pair: [V, string] = [value, ''];
  Object.defineProperty(pair, 1, { get: label, enumerable: true });
  return pair;
}
