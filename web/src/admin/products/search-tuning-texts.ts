import { textNamespace, type Messages } from '../../i18n/text-namespace.ts';

/** Texts of the search tuning page (issue 22 item 6), a namespace of its own. */
const ko = {
  pageTitle: '검색 관리',
  synonyms: {
    title: '동의어',
    help: '묶음 안의 어느 검색어로 찾아도 묶음의 검색어 중 하나가 들어간 상품을 모두 찾습니다. 띄어쓰기와 문장부호는 무시합니다. 검색어는 쉼표로 구분합니다.',
    terms: '검색어 (쉼표로 구분)',
    add: '묶음 추가',
    save: '저장',
    delete: '삭제',
    deleteConfirm: "'{{terms}}' 묶음을 삭제할까요?",
    empty: '등록된 동의어가 없습니다.',
    newLabel: '새 동의어 묶음',
    editLabel: '동의어 묶음 {{id}}',
    saved: '저장했습니다.',
  },
  misses: {
    title: '결과 없는 검색어',
    help: '검색 결과 첫 페이지를 기준으로 날짜별로 셉니다 (서울 시간).',
    from: '시작일',
    to: '종료일',
    show: '조회',
    day: '날짜',
    term: '검색어',
    noResults: '결과 없음',
    searches: '검색 횟수',
    empty: '이 기간에 결과 없는 검색어가 없습니다.',
  },
};

const en: Messages<typeof ko> = {
  pageTitle: 'Search tuning',
  synonyms: {
    title: 'Synonyms',
    help: 'A search for any word of a group finds products holding any word of the group. Spaces and punctuation are ignored. Separate the words with commas.',
    terms: 'Words (comma separated)',
    add: 'Add group',
    save: 'Save',
    delete: 'Delete',
    deleteConfirm: "Delete the group '{{terms}}'?",
    empty: 'No synonyms yet.',
    newLabel: 'New synonym group',
    editLabel: 'Synonym group {{id}}',
    saved: 'Saved.',
  },
  misses: {
    title: 'Searches without results',
    help: 'Counted per day on the first page of results (Seoul time).',
    from: 'From',
    to: 'To',
    show: 'Show',
    day: 'Date',
    term: 'Search words',
    noResults: 'No results',
    searches: 'Searches',
    empty: 'No search went without results in this period.',
  },
};

const texts = textNamespace('adminSearch', ko, en);
export const useSearchTuningText = () => texts.useTexts();
