// cleanAuthor compares a name with the site's by their letters and digits alone: plain ASCII takes
// a shorter road than other scripts, and both must give the same verdict.
import { describe, expect, it } from 'vitest';
import { cleanAuthor } from '@/lib/engines/local/convert/article-signals';

describe('cleanAuthor', () => {
  it("refuses the site's own name however written", () => {
    expect(cleanAuthor('CBS News', 'CBSNews.com')).toBeUndefined();
    expect(cleanAuthor('Al Jazeera', 'Al Jazeera English')).toBeUndefined();
    expect(cleanAuthor('Süddeutsche Zeitung', 'Süddeutsche Zeitung')).toBeUndefined();
    expect(cleanAuthor('Ελληνικά Νέα', 'ελληνικά-νέα')).toBeUndefined();
  });
  it('keeps a person, in any script', () => {
    expect(cleanAuthor('By Jane Doe', 'The Daily')).toBe('Jane Doe');
    expect(cleanAuthor('Mike', "Mike's Notes")).toBe('Mike');
    expect(cleanAuthor('José Álvarez', 'El Diario')).toBe('José Álvarez');
    expect(cleanAuthor('Анна Иванова', 'Новости')).toBe('Анна Иванова');
  });
});
