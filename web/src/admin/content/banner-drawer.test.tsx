import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  adminCarouselBannerSave,
  type AdminCarouselBannerFields,
} from '@shop/contract/admin-home-content.ts';
import { seoulToday } from '../../lib/format.ts';
import { renderPage, route, stubApi } from '../../test/render-page.tsx';
import { BannerDrawer } from './banner-drawer.tsx';

const PICTURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('the carousel banner drawer (decision 0431)', () => {
  it('asks for a picture before a new banner is sent, then sends it with the fields', async () => {
    const requests = stubApi([
      route(adminCarouselBannerSave, (body) => ({
        data: {
          ...(body as { fields: AdminCarouselBannerFields }).fields,
          bannerId: 41,
          imageUrl: '/files/banners/41.webp',
          state: 'showing' as const,
        },
      })),
    ]);
    const created = vi.fn();
    const user = userEvent.setup();
    renderPage(<BannerDrawer banner={null} onClose={() => undefined} onCreated={created} />, {
      path: '/admin/banners',
      url: '/admin/banners',
    });
    await user.type(await screen.findByLabelText('설명 (대체 텍스트)'), '겨울 특강 교재');
    const link = screen.getByLabelText('연결 주소');
    await user.clear(link);
    await user.type(link, '/product-list/general-1');

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe('배너 이미지를 골라 주세요.');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.upload(
      screen.getByLabelText('배너 이미지'),
      new File([PICTURE], 'winter.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('status').textContent).toBe(
      '새 이미지: winter.png (저장할 때 올라갑니다)',
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    await vi.waitFor(() => expect(created).toHaveBeenCalledWith(41));
    const sent = requests.find((r) => r.method === 'POST')?.body as {
      bannerId: number | null;
      fields: Record<string, unknown>;
      imageBase64: string;
    };
    expect(sent.bannerId).toBeNull();
    expect(sent.fields).toMatchObject({
      altText: '겨울 특강 교재',
      linkUrl: '/product-list/general-1',
      startDate: seoulToday(),
      endDate: seoulToday(),
      active: true,
    });
    expect(Buffer.from(sent.imageBase64, 'base64')).toEqual(Buffer.from(PICTURE));
  });
});
