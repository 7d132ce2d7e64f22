// The privacy policies' section that says what the privacy notice says (issue 40 §4), made from
// the same words in each language (the domain's notice, or its translation), so the two never
// drift apart.
import {
  NOTICE_AUDIENCES,
  NOTICE_PARAMS,
  NOTICE_RIGHTS,
  PRIVACY_NOTICE_VERSION,
} from '@kirana/domain/privacy-notice';
import { NOTICE_ANCHOR } from '../components/privacy-notice/anchor';
import { fill } from '../i18n/fill';
import type { NoticeText } from '../i18n/messages/en-privacy-notice';
import type { PolicySection } from './policies';

export function noticeSection(heading: string, text: NoticeText): PolicySection {
  return {
    id: NOTICE_ANCHOR,
    heading,
    blocks: [
      text.intro,
      ...NOTICE_AUDIENCES.flatMap((audience) => [
        `${text.audiences[audience]}:`,
        text.items[audience].map(
          (item) =>
            `${item.what} — ${text.whyLabel}: ${item.why} ${text.keptLabel}: ${fill(item.kept, NOTICE_PARAMS)}`,
        ),
      ]),
      `${text.rightsTitle}:`,
      NOTICE_RIGHTS.map((right) => text.rights[right]),
      text.grievance,
      text.contact,
      `${text.boardTitle}: ${text.board}`,
      fill(text.version, { version: PRIVACY_NOTICE_VERSION }),
    ],
  };
}
