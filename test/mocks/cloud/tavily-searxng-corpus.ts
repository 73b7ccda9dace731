/** Documents the Tavily and SearXNG mocks find by the words of a query. */
export interface SearchDocument {
  title: string;
  url: string;
  content: string;
  /** ISO date, when the page has one. */
  published?: string;
}

export const searchCorpus: readonly SearchDocument[] = [
  {
    title: 'Rayleigh scattering - Wikipedia',
    url: 'https://en.wikipedia.org/wiki/Rayleigh_scattering',
    content: 'Rayleigh scattering is the scattering of light by particles much smaller than its wavelength; it is why the sky is blue.',
    published: '2024-01-15T12:00:00',
  },
  {
    title: 'Why Is the Sky Blue? | NASA Space Place',
    url: 'https://spaceplace.nasa.gov/blue-sky/en/',
    content: 'Sunlight reaches Earth’s atmosphere and is scattered in all directions by the gases and particles in the air. Blue light is scattered more than the other colors: the sky is blue.',
  },
  {
    title: 'Why is the sky blue? [explained]',
    url: 'https://www.spectroscopyonline.com/view/why-sky-blue',
    content: 'A detailed look at what makes the sky appear blue, from Rayleigh scattering to the sensitivity of the human eye.',
    published: '2013-04-01T00:00:00',
  },
  {
    title: 'The colour of the sky - Met Office',
    url: 'https://www.metoffice.gov.uk/weather/learn-about/weather/optical-effects/why-is-the-sky-blue',
    content: 'The sky is blue because of the way sunlight is scattered by the molecules of the atmosphere.',
  },
  {
    title: 'Blue sky thinking (blog)',
    url: 'https://blog.example.com/blue-sky',
    content: 'A post about blue sky thinking, not about the sky at all.',
    published: '2025-06-15T10:00:00',
  },
  {
    title: 'Sky - Wikipedia',
    url: 'https://en.wikipedia.org/wiki/Sky',
    content: 'The sky is everything that lies above the surface of the Earth, including the atmosphere and outer space. The daytime sky is blue.',
  },
  {
    title: 'Weather forecast',
    url: 'https://weather.example.org/forecast',
    content: 'Today: sunny, a blue sky and light wind. Weather for the week ahead.',
  },
];

/** The documents that contain every word of the query (words of three letters or more), in corpus order. */
export function findDocuments(corpus: readonly SearchDocument[], query: string): SearchDocument[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
  return corpus.filter((document) => {
    const text = `${document.title} ${document.content}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Whether the URL's host is the domain or under it; a leading `*.` matches any depth, `*.com` a whole TLD. */
export function hostUnder(url: string, domain: string): boolean {
  const host = new URL(url).hostname;
  const bare = domain.replace(/^\*\./, '');
  return host === bare || host.endsWith(`.${bare}`);
}
