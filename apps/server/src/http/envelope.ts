/** `{"success":{"data":…}}`: every successful API answer. */
export function ok<T>(data: T): { success: { data: T } } {
  return { success: { data } };
}
