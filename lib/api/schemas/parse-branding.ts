import { z } from 'zod';
import { looseObject, maybe } from '@/lib/api/schemas/common';

const str = maybe(z.string());
const obj = maybe(z.record(z.string(), z.unknown()));

export const brandingSchema = looseObject({
  colorScheme: str,
  logo: str,
  colors: maybe(
    looseObject({
      primary: str,
      secondary: str,
      accent: str,
      background: str,
      textPrimary: str,
      textSecondary: str,
      link: str,
      success: str,
      warning: str,
      error: str,
    }),
  ),
  fonts: maybe(z.array(looseObject({ family: str }))),
  typography: maybe(
    looseObject({
      fontFamilies: maybe(looseObject({ primary: str, heading: str, code: str })),
      fontSizes: maybe(looseObject({ h1: str, h2: str, h3: str, body: str })),
      fontWeights: maybe(
        looseObject({
          light: maybe(z.number()),
          regular: maybe(z.number()),
          medium: maybe(z.number()),
          bold: maybe(z.number()),
        }),
      ),
      lineHeights: maybe(
        looseObject({
          heading: maybe(z.union([z.string(), z.number()])),
          body: maybe(z.union([z.string(), z.number()])),
        }),
      ),
    }),
  ),
  spacing: maybe(looseObject({ baseUnit: maybe(z.number()), borderRadius: str, padding: obj, margins: obj })),
  components: maybe(
    looseObject({
      buttonPrimary: maybe(looseObject({ background: str, textColor: str, borderRadius: str })),
      buttonSecondary: maybe(looseObject({ background: str, textColor: str, borderColor: str, borderRadius: str })),
      input: obj,
    }),
  ),
  icons: obj,
  images: maybe(looseObject({ logo: str, favicon: str, ogImage: str })),
  animations: obj,
  layout: obj,
  personality: obj,
});
export type Branding = z.infer<typeof brandingSchema>;
