import { textNamespace, type Messages } from '../../i18n/text-namespace.ts';
import { mypageEn } from './mypage-en.ts';
import { mypageKo } from './mypage-ko.ts';

export type MypageMessages = Messages<typeof mypageKo>;

const mypage = textNamespace('mypage', mypageKo, mypageEn);

/** One my-page text outside React (alerts). */
export const mypageText = mypage.text;
/** The my-page frame's texts in the current language. */
export const useMypageText = mypage.useTexts;
