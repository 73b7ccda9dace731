import { useTranslation } from 'react-i18next';
import { promptSegments } from '../composer/pasted-text.ts';

/** A prompt as the person sent it: what they typed, and each large paste folded to one line that opens. */
export function UserText({ text }: { text: string }) {
  const { t } = useTranslation('composer');
  return (
    <>
      {promptSegments(text).map((segment, index) =>
        segment.kind === 'text' ? (
          <p key={index} className="user-text">
            {segment.text}
          </p>
        ) : (
          <details key={index} className="pasted-text" data-testid="pasted-text">
            <summary>{t('pasted.label', { count: segment.lines })}</summary>
            <pre tabIndex={0}>{segment.text}</pre>
          </details>
        ),
      )}
    </>
  );
}
