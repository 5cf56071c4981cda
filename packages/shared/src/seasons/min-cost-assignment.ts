/**
 * The cheapest way to give each row its own column (rows ≤ columns): the Hungarian method, O(rows² ·
 * columns), instant for a round's ten fixtures. Returns each row's column.
 */
export function minCostAssignment(cost: readonly (readonly number[])[]): number[] {
  const rows = cost.length;
  const columns = cost[0]?.length ?? 0;
  const u = new Array<number>(rows + 1).fill(0);
  const v = new Array<number>(columns + 1).fill(0);
  const rowOf = new Array<number>(columns + 1).fill(0);
  const way = new Array<number>(columns + 1).fill(0);
  for (let row = 1; row <= rows; row++) {
    rowOf[0] = row;
    let column = 0;
    const least = new Array<number>(columns + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Array<boolean>(columns + 1).fill(false);
    do {
      used[column] = true;
      const current = rowOf[column] as number;
      let delta = Number.POSITIVE_INFINITY;
      let nextColumn = 0;
      for (let j = 1; j <= columns; j++) {
        if (used[j]) continue;
        const reduced = (cost[current - 1]?.[j - 1] as number) - (u[current] as number) - (v[j] as number);
        if (reduced < (least[j] as number)) {
          least[j] = reduced;
          way[j] = column;
        }
        if ((least[j] as number) < delta) {
          delta = least[j] as number;
          nextColumn = j;
        }
      }
      for (let j = 0; j <= columns; j++) {
        if (used[j]) {
          const r = rowOf[j] as number;
          u[r] = (u[r] as number) + delta;
          v[j] = (v[j] as number) - delta;
        } else {
          least[j] = (least[j] as number) - delta;
        }
      }
      column = nextColumn;
    } while (rowOf[column] !== 0);
    do {
      const previous = way[column] as number;
      rowOf[column] = rowOf[previous] as number;
      column = previous;
    } while (column !== 0);
  }
  const assignment = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= columns; j++)
    if ((rowOf[j] as number) > 0) assignment[(rowOf[j] as number) - 1] = j - 1;
  return assignment;
}
