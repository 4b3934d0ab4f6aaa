// Branding, product and menu objects for parse answers, so clients' renderers can be
// tested. They are added when the uploaded HTML carries
//   <meta name="x-contract" content="branding product menu">   (any subset of the words)
// and always for a file named rich.* (any supported extension).
export type RichKind = 'branding' | 'product' | 'menu';

export function richKinds(fileName: string, marker: unknown): RichKind[] {
  if (/^rich\.[^.]+$/i.test(fileName)) return ['branding', 'product', 'menu'];
  if (typeof marker !== 'string') return [];
  return (['branding', 'product', 'menu'] as const).filter((k) => marker.split(/[\s,]+/).includes(k));
}

export function richData(kind: RichKind, title: string, url: string): Record<string, unknown> {
  if (kind === 'branding') return branding(url);
  if (kind === 'product') return product(title, url);
  return menu(url);
}

const price = (amount: number) => ({ amount, currency: 'EUR', formatted: `€${amount.toFixed(2)}` });

function branding(url: string): Record<string, unknown> {
  return {
    colorScheme: 'light',
    logo: new URL('/logo.svg', url).href,
    colors: {
      primary: '#1A73E8',
      secondary: '#34A853',
      accent: '#FBBC05',
      background: '#FFFFFF',
      textPrimary: '#202124',
      textSecondary: '#5F6368',
      link: '#1A0DAB',
      success: '#188038',
      warning: '#E37400',
      error: '#D93025',
    },
    fonts: [{ family: 'Inter' }, { family: 'JetBrains Mono' }],
    typography: {
      fontFamilies: { primary: 'Inter', heading: 'Inter', code: 'JetBrains Mono' },
      fontSizes: { h1: '40px', h2: '32px', h3: '24px', body: '16px' },
      fontWeights: { light: 300, regular: 400, medium: 500, bold: 700 },
      lineHeights: { heading: '1.2', body: '1.6' },
    },
    spacing: {
      baseUnit: 8,
      borderRadius: '6px',
      padding: { sm: '8px', md: '16px' },
      margins: { sm: '8px', md: '24px' },
    },
    components: {
      buttonPrimary: { background: '#1A73E8', textColor: '#FFFFFF', borderRadius: '6px' },
      buttonSecondary: { background: '#FFFFFF', textColor: '#1A73E8', borderColor: '#1A73E8', borderRadius: '6px' },
      input: { borderColor: '#DADCE0', borderRadius: '4px' },
    },
    images: { logo: new URL('/logo.svg', url).href, favicon: new URL('/favicon.ico', url).href, ogImage: null },
    personality: { tone: 'friendly', energy: 'medium' },
  };
}

function product(title: string, url: string): Record<string, unknown> {
  return {
    title: title || 'Contract Test Kettle',
    url,
    brand: 'Acme',
    category: 'Kitchen > Kettles',
    description: 'A 1.7 l kettle used by the contract server.',
    variants: [
      {
        id: 'kettle-steel',
        sku: 'ACME-K-17-S',
        title: 'Steel',
        values: { color: 'Steel' },
        price: price(49.9),
        sale: { originalPrice: price(59.9) },
        availability: { inStock: true, text: 'In stock' },
        images: [{ url: new URL('/img/kettle-steel.png', url).href, alt: 'Steel kettle' }],
      },
      {
        id: 'kettle-red',
        sku: 'ACME-K-17-R',
        title: 'Red',
        values: { color: 'Red' },
        price: price(54.9),
        availability: { inStock: false, text: 'Out of stock' },
        images: [],
      },
    ],
  };
}

function menu(url: string): Record<string, unknown> {
  const item = (name: string, amount: number, dietary: string[], calories: number) => ({
    name,
    id: name.toLowerCase().replace(/\W+/g, '-'),
    description: `${name}, made fresh.`,
    price: price(amount),
    availability: { inStock: true, text: 'Available' },
    dietary,
    calories,
    optionGroups: [],
    images: [],
    identifiers: { merchantItemId: `m-${calories}` },
    sourceUrl: url,
  });
  return {
    isMenu: true,
    confidence: 0.92,
    merchant: { name: 'Contract Café', type: 'restaurant' },
    currency: 'EUR',
    sourceUrl: url,
    sections: [
      {
        name: 'Starters',
        id: 'starters',
        description: 'Small plates',
        items: [item('Tomato soup', 6.5, ['vegan', 'gluten-free'], 180)],
      },
      {
        name: 'Mains',
        id: 'mains',
        description: 'Large plates',
        items: [item('Mushroom risotto', 14, ['vegetarian'], 640), item('Grilled trout', 18.5, [], 520)],
      },
    ],
  };
}
