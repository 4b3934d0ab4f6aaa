/** Characters of text a result holds (its large string fields), for lists to show its size. */
export function resultSize(result: object): number {
  let size = 0;
  for (const value of Object.values(result)) {
    if (typeof value === 'string') size += value.length;
    else if (Array.isArray(value)) for (const item of value) size += typeof item === 'string' ? item.length : 0;
  }
  return size;
}
