const folds: ReadonlyArray<[RegExp, string]> = [
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00A0\u2002-\u200A\u202F\u205F\u3000]/g, ' '],
];

/** Typographic quotes, dashes, ellipses and spaces as their ASCII forms, which models often write instead. */
export function foldPunctuation(text: string): string {
  let folded = text;
  for (const [pattern, ascii] of folds) folded = folded.replace(pattern, ascii);
  return folded;
}
