/** What to show for a failed action: ApiError messages are already plain words. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
