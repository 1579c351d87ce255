/** The list with the item at `index` swapped with its neighbour; unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  const moved = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return moved;
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}
