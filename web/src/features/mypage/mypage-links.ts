/**
 * Addresses of the my-page banners. The real services are not in the spec; these stand-ins on
 * example domains are kept in one place so operations can replace them.
 */
export const ONE_TO_ONE_CHAT_URL = 'https://pf.kakao.example/_academybooks/chat';
export const SMART_BOOK_SITE_URL = 'https://smartbook.creverse.example/';
export const SMART_BOOK_SAMPLE_URL = 'https://smartbook.creverse.example/sample';
