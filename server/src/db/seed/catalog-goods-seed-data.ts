/** Category trees and naming hints of the learning-device and teaching-aid sections. */
import { leaf, mid, midLeaf, type SectionSeed } from './catalog-seed-types.ts';

const AID = { language: '한국어', authorStyle: 'none', weights: { aid: 1 }, vols: [1, 3] } as const;

export const GOODS_SECTIONS: readonly SectionSeed[] = [
  {
    section: 'coding-aux',
    title: '코딩 교구',
    menuLabel: '코딩 교구',
    description: '코딩 수업에 쓰는 로봇, 피지컬 컴퓨팅 키트, 언플러그드 교구를 판매합니다.',
    brand: '',
    ...AID,
    makers: ['로보로보', '코딩앤플레이'],
    suffixes: ['', ' (기본형)', ' (확장형)', ' 교실용 5세트'],
    count: 28,
    mids: [
      mid('코딩 로봇', [
        leaf('보드형 로봇', ['코딩 로봇 알버트 스쿨팩', '로보로보 스쿨 키트 {n}단계']),
        leaf('조립형 로봇', ['조립형 코딩 로봇 키트 {n}', '햄스터 로봇 코딩 세트']),
      ]),
      mid('피지컬 컴퓨팅', [
        leaf('마이크로비트', ['마이크로비트 V2 스타터 키트', '마이크로비트 센서 확장 키트']),
        leaf('아두이노', ['아두이노 우노 입문 키트', '아두이노 센서 30종 키트']),
      ]),
      midLeaf('언플러그드 교구', ['언플러그드 코딩 보드게임 {n}', '코딩 카드 놀이 세트']),
    ],
  },
  {
    section: 'talent-aux',
    title: '탤런트 교구',
    menuLabel: '탤런트 교구',
    description: '탤런트 수학 사고력·과학 탐구 수업과 함께 쓰는 교구입니다.',
    brand: '',
    ...AID,
    makers: ['4D프레임', '크레버스', '가베가족'],
    suffixes: ['', ' (개인용)', ' (교실용)'],
    count: 28,
    mids: [
      mid('수학 교구', [
        leaf('도형·공간', ['4D프레임 수학 교구 세트', '펜토미노 퍼즐 세트', '지오보드 도형 교구']),
        leaf('수·연산', ['수 막대 교구 세트', '분수 원판 교구', '연산 주사위 게임']),
      ]),
      mid('과학 교구', [
        leaf('실험 키트', ['과학 실험 키트 {n}단계', '전기 회로 실험 키트', '자석 탐구 키트']),
        leaf('관찰 도구', ['학생용 현미경 세트', '돋보기 관찰 키트', '루페 확대경 세트']),
      ]),
    ],
  },
  {
    section: 'ig-aux-1',
    title: 'i-Garten 교구 1 - 수학·사고력',
    menuLabel: 'i-Garten 수학 교구',
    description: '아이가르텐 유아 수학·사고력 수업에서 쓰는 수 놀이, 도형, 패턴 교구입니다.',
    brand: '',
    ...AID,
    makers: ['아이가르텐', '가베가족'],
    suffixes: ['', ' (기본 구성)', ' (확장 구성)'],
    count: 26,
    mids: [
      mid('수 놀이', [
        leaf('수 세기', ['아이가르텐 수 세기 구슬 교구', '1~10 숫자 블록']),
        leaf('연산 놀이', ['덧셈 뺄셈 저울 교구', '수 놀이 보드게임']),
      ]),
      mid('도형 놀이', [
        leaf('가베', ['가베 {n}은물 세트', '원목 가베 블록']),
        leaf('퍼즐', ['칠교 퍼즐 세트', '입체 도형 퍼즐']),
      ]),
      midLeaf('패턴·규칙', ['패턴 블록 120pcs', '규칙 찾기 카드 교구']),
    ],
  },
  {
    section: 'ig-aux-2',
    title: 'i-Garten 교구 2 - 놀이·감각',
    menuLabel: 'i-Garten 놀이 교구',
    description: '감각, 역할, 음악 놀이로 유아의 표현력을 키우는 아이가르텐 교구입니다.',
    brand: '',
    ...AID,
    makers: ['아이가르텐', '노이지'],
    suffixes: ['', ' (기본 구성)', ' (확장 구성)'],
    count: 26,
    mids: [
      mid('감각 놀이', [
        leaf('촉감', ['촉감 매칭 보드', '감각 주머니 세트']),
        leaf('소리', ['소리 상자 교구', '리듬 악기 세트']),
      ]),
      mid('역할 놀이', [
        leaf('직업 놀이', ['직업 역할 놀이 의상 세트', '마트 놀이 세트']),
        leaf('생활 놀이', ['원목 주방 놀이', '병원 놀이 세트']),
      ]),
      midLeaf('음악 놀이', ['유아 실로폰', '핸드벨 8음 세트']),
    ],
  },
  {
    section: 'tablet',
    title: '태블릿',
    menuLabel: '태블릿',
    description: '스마트북 학습에 맞춘 학습용 태블릿과 정품 액세서리를 판매합니다.',
    brand: '',
    language: '한국어',
    authorStyle: 'none',
    weights: { device: 1 },
    makers: ['삼성전자', 'Lenovo'],
    suffixes: [' (Wi-Fi 64GB)', ' (Wi-Fi 128GB)', ' (LTE 128GB)'],
    count: 28,
    mids: [
      mid('학습용 태블릿', [
        leaf(
          '안드로이드 태블릿',
          [
            '갤럭시 탭 S9 FE 학습 패키지',
            '갤럭시 탭 A9+ 학습 패키지',
            'Lenovo Tab M10 학습 패키지',
          ],
          { price: [220_000, 450_000] },
        ),
        leaf('iPad', ['iPad 10세대 학습 패키지', 'iPad Air 학습 패키지', 'iPad mini 학습 패키지'], {
          makers: ['Apple'],
          price: [320_000, 450_000],
        }),
      ]),
      mid(
        '태블릿 액세서리',
        [
          leaf('케이스·필름', ['키보드 북커버', '종이 질감 보호 필름', '어린이 안심 케이스'], {
            suffixes: [' (10.9형)', ' (11형)', ' (8.7형)'],
          }),
          leaf('펜·충전기', ['정품 스타일러스 펜', '25W 고속 충전기', '보조배터리 10000mAh'], {
            suffixes: ['', ' 2개입', ' (화이트)'],
          }),
        ],
        { price: [50_000, 120_000] },
      ),
    ],
  },
  {
    section: 'smart-pen',
    title: '스마트펜',
    menuLabel: '스마트펜',
    description: '교재에 대기만 하면 원어민 음성이 나오는 스마트펜과 호환 도서를 만나 보세요.',
    brand: '',
    language: '한국어',
    authorStyle: 'ko',
    weights: { device: 1 },
    makers: ['세이펜전자', 'NeoLAB'],
    suffixes: ['', ' (블루)', ' (핑크)'],
    count: 26,
    mids: [
      midLeaf('스마트펜 본체', ['세이펜 스마트펜 {n}', '네오 스마트펜 M1+'], {
        vols: [1, 2],
        price: [50_000, 180_000],
      }),
      mid(
        '세이펜 호환 도서',
        [
          leaf('영어 동화', ['세이펜 영어 동화 {n}집']),
          leaf('국어 동화', ['세이펜 전래 동화 {n}집']),
        ],
        { kinds: ['book'], vols: [1, 8], suffixes: [''], makers: ['에이프릴북스', '아이가르텐'] },
      ),
      midLeaf(
        '액세서리',
        ['스마트펜 충전 거치대', '스마트펜 전용 음원 카드 32GB', '스마트펜 실리콘 스트랩'],
        {
          kinds: ['aid'],
        },
      ),
    ],
  },
  {
    section: 'solar-1',
    title: 'SOLAR 교구 1 - 태양광 과학 키트',
    menuLabel: 'SOLAR 과학 키트',
    description: '햇빛으로 움직이는 자동차와 로봇을 만들며 에너지를 배우는 과학 키트입니다.',
    brand: '',
    ...AID,
    makers: ['솔라사이언스', '노이지'],
    suffixes: ['', ' (개인용)', ' (교실용 10세트)'],
    count: 26,
    mids: [
      mid('태양광 키트', [
        leaf('태양광 자동차', ['태양광 자동차 만들기 {n}', '솔라 레이싱카 키트']),
        leaf('태양광 로봇', ['태양광 로봇 6in1 키트', '솔라 곤충 로봇', '솔라 보트 만들기']),
      ]),
      mid('에너지 실험', [
        leaf('발전기', ['풍력 발전기 만들기', '수력 발전 실험 키트']),
        leaf('전기 회로', ['전기 회로 실험 보드', 'LED 회로 만들기']),
      ]),
    ],
  },
  {
    section: 'solar-2',
    title: 'SOLAR 교구 2 - 천체 관측',
    menuLabel: 'SOLAR 천체 관측',
    description: '망원경과 태양계 모형으로 밤하늘과 우주를 탐구하는 천체 관측 교구입니다.',
    brand: '',
    ...AID,
    makers: ['솔라사이언스', '셀레스트론 코리아'],
    suffixes: ['', ' (기본형)', ' (고급형)'],
    count: 26,
    mids: [
      mid('천체 망원경', [
        leaf('입문용 망원경', [
          '학생용 굴절 망원경 70mm',
          '탁상형 반사 망원경',
          '스마트폰 연결 망원경',
        ]),
        leaf('관측 도구', ['별자리 회전판', '천체 관측 쌍안경', '태양 관측 필터 안경']),
      ]),
      mid('천체 모형', [
        leaf('태양계 모형', ['태양계 행성 모형 만들기', '전동 태양계 모형']),
        leaf('달·지구 모형', ['달의 위상 실험 키트', '지구본 LED 무드등']),
      ]),
    ],
  },
];
