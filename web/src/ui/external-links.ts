/**
 * Addresses outside the shop. The real academy domains are not in the spec; these are
 * stand-ins on example domains, kept in one place so operations can replace them.
 */
export const FAMILY_SITES = [
  { brand: 'CDI', url: 'https://www.cdi.example/' },
  { brand: 'THEOPEN', url: 'https://www.theopen.example/' },
  { brand: 'APRIL', url: 'https://www.april.example/' },
  { brand: 'IGARTEN', url: 'https://www.igarten.example/' },
  { brand: 'TALENT', url: 'https://www.talent.example/' },
  { brand: 'NOISY', url: 'https://www.noisy.example/' },
] as const;

export const ADMISSION_INFO_URL = 'https://www.creverse.example/admission';
export const SIGN_UP_URL = 'https://member.creverse.example/join';
export const BRANCH_FINDER_URL = 'https://www.creverse.example/branches';
