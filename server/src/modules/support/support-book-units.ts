/** Unit themes of the demo books, with six words each for word lists, answers and tests. */
export const UNITS: readonly { theme: string; words: readonly [string, string][] }[] = [
  {
    theme: 'My Family',
    words: [
      ['mother', '어머니'],
      ['father', '아버지'],
      ['brother', '형제'],
      ['sister', '자매'],
      ['grandmother', '할머니'],
      ['cousin', '사촌'],
    ],
  },
  {
    theme: 'At School',
    words: [
      ['classroom', '교실'],
      ['teacher', '선생님'],
      ['homework', '숙제'],
      ['library', '도서관'],
      ['pencil', '연필'],
      ['lesson', '수업'],
    ],
  },
  {
    theme: 'Animals',
    words: [
      ['rabbit', '토끼'],
      ['turtle', '거북이'],
      ['elephant', '코끼리'],
      ['penguin', '펭귄'],
      ['giraffe', '기린'],
      ['dolphin', '돌고래'],
    ],
  },
  {
    theme: 'Seasons',
    words: [
      ['spring', '봄'],
      ['summer', '여름'],
      ['autumn', '가을'],
      ['winter', '겨울'],
      ['warm', '따뜻한'],
      ['snow', '눈'],
    ],
  },
  {
    theme: 'Food',
    words: [
      ['breakfast', '아침 식사'],
      ['vegetable', '채소'],
      ['delicious', '맛있는'],
      ['noodle', '국수'],
      ['bread', '빵'],
      ['juice', '주스'],
    ],
  },
  {
    theme: 'Hobbies',
    words: [
      ['painting', '그림 그리기'],
      ['guitar', '기타'],
      ['collect', '모으다'],
      ['camping', '캠핑'],
      ['dance', '춤추다'],
      ['puzzle', '퍼즐'],
    ],
  },
  {
    theme: 'My Town',
    words: [
      ['hospital', '병원'],
      ['bakery', '빵집'],
      ['street', '거리'],
      ['bridge', '다리'],
      ['market', '시장'],
      ['museum', '박물관'],
    ],
  },
  {
    theme: 'Sports',
    words: [
      ['soccer', '축구'],
      ['swimming', '수영'],
      ['team', '팀'],
      ['score', '점수'],
      ['practice', '연습하다'],
      ['win', '이기다'],
    ],
  },
  {
    theme: 'Weather',
    words: [
      ['sunny', '맑은'],
      ['cloudy', '흐린'],
      ['rainy', '비 오는'],
      ['windy', '바람 부는'],
      ['umbrella', '우산'],
      ['forecast', '일기 예보'],
    ],
  },
  {
    theme: 'Shopping',
    words: [
      ['price', '가격'],
      ['cheap', '값싼'],
      ['expensive', '비싼'],
      ['receipt', '영수증'],
      ['customer', '손님'],
      ['sale', '할인 판매'],
    ],
  },
  {
    theme: 'Travel',
    words: [
      ['airport', '공항'],
      ['passport', '여권'],
      ['ticket', '표'],
      ['luggage', '짐'],
      ['hotel', '호텔'],
      ['map', '지도'],
    ],
  },
  {
    theme: 'Jobs',
    words: [
      ['doctor', '의사'],
      ['farmer', '농부'],
      ['engineer', '기술자'],
      ['firefighter', '소방관'],
      ['pilot', '조종사'],
      ['chef', '요리사'],
    ],
  },
  {
    theme: 'Health',
    words: [
      ['exercise', '운동'],
      ['healthy', '건강한'],
      ['sleep', '잠자다'],
      ['medicine', '약'],
      ['fever', '열'],
      ['dentist', '치과 의사'],
    ],
  },
  {
    theme: 'Nature',
    words: [
      ['forest', '숲'],
      ['river', '강'],
      ['mountain', '산'],
      ['ocean', '바다'],
      ['desert', '사막'],
      ['island', '섬'],
    ],
  },
  {
    theme: 'Science',
    words: [
      ['experiment', '실험'],
      ['magnet', '자석'],
      ['energy', '에너지'],
      ['planet', '행성'],
      ['result', '결과'],
      ['observe', '관찰하다'],
    ],
  },
  {
    theme: 'Holidays',
    words: [
      ['festival', '축제'],
      ['present', '선물'],
      ['celebrate', '축하하다'],
      ['parade', '행진'],
      ['costume', '의상'],
      ['fireworks', '불꽃놀이'],
    ],
  },
  {
    theme: 'Music',
    words: [
      ['song', '노래'],
      ['piano', '피아노'],
      ['concert', '음악회'],
      ['rhythm', '리듬'],
      ['singer', '가수'],
      ['drum', '북'],
    ],
  },
  {
    theme: 'Friends',
    words: [
      ['kind', '친절한'],
      ['share', '나누다'],
      ['promise', '약속'],
      ['together', '함께'],
      ['secret', '비밀'],
      ['help', '돕다'],
    ],
  },
  {
    theme: 'Space',
    words: [
      ['rocket', '로켓'],
      ['astronaut', '우주 비행사'],
      ['moon', '달'],
      ['star', '별'],
      ['orbit', '궤도'],
      ['gravity', '중력'],
    ],
  },
  {
    theme: 'The Future',
    words: [
      ['robot', '로봇'],
      ['invent', '발명하다'],
      ['dream', '꿈'],
      ['technology', '기술'],
      ['change', '변화'],
      ['plan', '계획하다'],
    ],
  },
];

/** The theme and words of unit n (1-based), repeating after the last. */
export const unitOf = (n: number) => UNITS[(n - 1) % UNITS.length]!;
