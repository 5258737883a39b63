import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { decisionNotice, type NoticeFacts, type NoticeLanguage } from '../../contract/decisionNotice';
import { NOTICE_ADDITION_MAX_LENGTH } from '../../contract/fourEyes';
import { LoadingDots } from '../../ui/LoadingDots';
import { TextBox } from '../../ui/TextBox';
import { useNoticeLanguages } from './useFourEyes';

export interface NoticePreviewProps {
  contractId: string;
  facts: Omit<NoticeFacts, 'addition'>;
  addition: string;
  onAddition: (value: string) => void;
}

/** The added sentence's rule, in the user's words (null: fine). */
export const additionProblem = (addition: string, translate: (key: string, options?: object) => string): string | null =>
  addition.trim().length > NOTICE_ADDITION_MAX_LENGTH
    ? translate('fourEyes.notice.additionTooLong', { 0: NOTICE_ADDITION_MAX_LENGTH, 1: addition.trim().length })
    : null;

/**
 * Beside the sats preview of the confirmation: the message both traders will receive in the
 * case's chat, each in the language of their app (the same text the sandbox writes:
 * src/contract/decisionNotice.ts), and a sentence the mediator may add to it.
 */
export function NoticePreview({ contractId, facts, addition, onAddition }: NoticePreviewProps) {
  const translate = useTranslate();
  const languages = useNoticeLanguages(contractId);
  if (languages.isError) return null;
  const problem = additionProblem(addition, translate);
  const name = (language: NoticeLanguage) => translate(`fourEyes.notice.language.${language}`);
  const blocks = !languages.data
    ? []
    : languages.data.buyer === languages.data.seller
      ? [{ who: translate('fourEyes.notice.forBoth', { 0: name(languages.data.buyer) }), language: languages.data.buyer }]
      : [
          { who: translate('fourEyes.notice.forBuyer', { 0: name(languages.data.buyer) }), language: languages.data.buyer },
          { who: translate('fourEyes.notice.forSeller', { 0: name(languages.data.seller) }), language: languages.data.seller },
        ];
  return (
    <Box component="section" aria-labelledby="notice-preview-heading" sx={{ mt: 2 }} data-testid="notice-preview">
      <Typography id="notice-preview-heading" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('fourEyes.notice.heading')}
      </Typography>
      {!languages.data && <LoadingDots />}
      {blocks.map((block) => (
        <Box key={block.language} sx={{ mb: 1.5 }}>
          <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
            {block.who}
          </Typography>
          <Typography
            variant="body2"
            lang={block.language}
            data-testid={`notice-${block.language}`}
            sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1, p: 1 }}
          >
            {decisionNotice(block.language, { ...facts, addition })}
          </Typography>
        </Box>
      ))}
      <TextBox
        label={translate('fourEyes.notice.addition')}
        value={addition}
        onChange={onAddition}
        required={false}
        errors={problem ? [problem] : undefined}
        name="addition"
      />
    </Box>
  );
}
