import { useTranslation } from 'react-i18next';
import { piecesOf } from '../../../../shared/hidden-characters.ts';
import './hidden-text.css';

/**
 * Text from the model as the person must read it: a character that does not show as itself (a bidi
 * control, a zero-width or control character) as a marked chip with its code point, never the
 * character, so nothing reorders or hides what follows; a look-alike letter marked with its code; a
 * long run of blanks folded into one mark, so the rest of the line stays in view.
 */
export function ShownText({ text }: { text: string }) {
  const { t } = useTranslation('hidden-text');
  return (
    <>
      {piecesOf(text).map((piece, index) => {
        switch (piece.kind) {
          case 'text':
            return piece.text;
          case 'hidden':
            return (
              <span key={index} className="hidden-char" data-testid="hidden-char" data-class={piece.class} title={`${piece.code}: ${piece.name}`}>
                {piece.code}
              </span>
            );
          case 'lookAlike':
            return (
              <span key={index} className="look-alike" data-testid="look-alike" title={`${piece.code}: ${piece.name}`}>
                {piece.text}
                <span className="hidden-char">{piece.code}</span>
              </span>
            );
          case 'blanks':
            return (
              <span key={index} className="blank-run" data-testid="blank-run" title={t('blanks', { count: piece.count })}>
                {t('blanksMark', { count: piece.count })}
              </span>
            );
        }
      })}
    </>
  );
}
