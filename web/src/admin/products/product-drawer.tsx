import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type {
  AdminCategory,
  AdminProduct,
  AdminProductInput,
} from '@shop/contract/admin-products.ts';
import { isPriceCapped, lowestSalePrice } from '@shop/contract/book-price-cap.ts';
import { ProductKind, SaleStatus } from '@shop/contract/catalog.ts';
import { isTaxFreeKind } from '@shop/contract/tax-split.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useProductsText } from '../i18n/admin-page-texts.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { AdminDrawer } from '../kit/admin-drawer.tsx';
import { formActions, SaveStatus } from '../kit/drawer-form.tsx';
import { input, label, secondaryBtn } from '../kit/admin-styles.ts';
import { CategoryOptions } from './category-options.tsx';
import { ImagePicker } from '../kit/image-picker.tsx';
import { RichTextField } from '../kit/rich-text-field.tsx';
import {
  productDetailQuery,
  useProductCover,
  useSaveProduct,
  useSetSaleStatus,
} from './product-queries.ts';
import { SaleStatusBadge } from './sale-status-badge.tsx';
import { formatWon } from '../../lib/format.ts';

type Form = Required<AdminProductInput>;
type ProductsT = ReturnType<typeof useProductsText>['t'];

const EMPTY: Form = {
  categoryId: 0,
  kind: 'book',
  displayName: '',
  author: null,
  manufacture: null,
  isbn: null,
  publishedDate: null,
  language: '한국어',
  paperSize: null,
  pages: null,
  comprisal: null,
  bookBinding: null,
  certificationMark: '해당없음',
  deliveryHtml: null,
  canOversea: false,
  html: null,
  isStb: false,
  supportDevice: null,
  fileSize: null,
  markedPrice: 0,
  sellPrice: 0,
  taxFree: true,
  canBuyMultiple: true,
  additionalNotice: null,
  shipWeightG: 0,
  isSupple: false,
  suppleEbookProductId: null,
  freeDelivery: false,
  saleStatus: 'onSale',
};

type TextKey = {
  [K in keyof Form]: Form[K] extends string | null ? K : never;
}[keyof Form];
type NumberKey = {
  [K in keyof Form]: Form[K] extends number | null ? K : never;
}[keyof Form];
type BoolKey = { [K in keyof Form]: Form[K] extends boolean ? K : never }[keyof Form];

/** The form's fields, each a labelled control bound to one key of the product. */
function useFields(form: Form, set: (change: Partial<Form>) => void, t: ProductsT) {
  const id = (k: string) => `pd-${k}`;
  const caption = (k: keyof Form) => (
    <label htmlFor={id(k)} className={label}>
      {t(`fields.${k}`)}
    </label>
  );
  return {
    text: (k: TextKey, type: 'text' | 'date' = 'text', wide = false) => (
      <div className={wide ? 'col-span-2' : ''}>
        {caption(k)}
        <input
          id={id(k)}
          type={type}
          className={input}
          value={form[k] ?? ''}
          onChange={(e) => set({ [k]: e.target.value === '' ? null : e.target.value })}
        />
      </div>
    ),
    number: (k: NumberKey, nullable = false) => (
      <div>
        {caption(k)}
        <input
          id={id(k)}
          type="number"
          min={0}
          className={`${input} tabular-nums`}
          value={form[k] ?? ''}
          onChange={(e) =>
            set({
              [k]: e.target.value === '' ? (nullable ? null : 0) : Number(e.target.value),
            })
          }
        />
      </div>
    ),
    check: (k: BoolKey) => (
      <label htmlFor={id(k)} className="col-span-2 flex items-center gap-2 text-sm">
        <input
          id={id(k)}
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          checked={form[k]}
          onChange={(e) => set({ [k]: e.target.checked })}
        />
        {t(`fields.${k}`)}
      </label>
    ),
    html: (k: 'html' | 'deliveryHtml') => (
      <RichTextField
        id={id(k)}
        label={t(`fields.${k}`)}
        className="col-span-2"
        rows={k === 'html' ? 8 : 3}
        help={t('drawer.htmlHelp')}
        value={form[k] ?? ''}
        onChange={(html) => set({ [k]: html === '' ? null : html })}
      />
    ),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 first:border-0 first:pt-0">
      <legend className="col-span-2 mb-1 text-sm font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function ProductForm({
  initial,
  productId,
  categories,
  onSaved,
  formId,
  save,
}: {
  save: ReturnType<typeof useSaveProduct>;
  initial: Form;
  productId: number | null;
  categories: AdminCategory[];
  onSaved: (product: AdminProduct) => void;
  formId: string;
}) {
  const { t } = useProductsText();
  const [form, setForm] = useState<Form>(initial);
  const set = (change: Partial<Form>) => setForm((f) => ({ ...f, ...change }));
  const f = useFields(form, set, t);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ productId, fields: form }, { onSuccess: (res) => onSaved(res.data) });
  };

  return (
    <form id={formId} onSubmit={onSubmit} className="space-y-5">
      <Section title={t('drawer.sectionBasic')}>
        <div className="col-span-2">
          <label htmlFor="pd-categoryId" className={label}>
            {t('fields.categoryId')}
          </label>
          <select
            id="pd-categoryId"
            className={input}
            required
            value={form.categoryId || ''}
            onChange={(e) => set({ categoryId: Number(e.target.value) })}
          >
            <option value="">{t('drawer.chooseLeaf')}</option>
            <CategoryOptions categories={categories} leavesOnly />
          </select>
        </div>
        <div>
          <label htmlFor="pd-kind" className={label}>
            {t('fields.kind')}
          </label>
          <select
            id="pd-kind"
            className={input}
            value={form.kind}
            onChange={(e) => {
              const kind = e.target.value as Form['kind'];
              set({ kind, isStb: kind === 'stb', taxFree: isTaxFreeKind(kind) });
            }}
          >
            {ProductKind.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {f.text('displayName')}
        {f.text('author')}
        {f.text('manufacture')}
        {f.text('isbn')}
        {f.text('publishedDate', 'date')}
      </Section>
      <Section title={t('drawer.sectionBook')}>
        {f.text('language')}
        {f.text('paperSize')}
        {f.number('pages', true)}
        {f.text('bookBinding')}
        {f.text('comprisal', 'text', true)}
        {f.text('certificationMark', 'text', true)}
      </Section>
      <Section title={t('drawer.sectionStb')}>
        {f.check('isStb')}
        {f.text('supportDevice')}
        {f.text('fileSize')}
      </Section>
      <Section title={t('drawer.sectionPrice')}>
        {f.number('markedPrice')}
        {f.number('sellPrice')}
        {isPriceCapped(form.kind) && (
          <p className="col-span-2 text-xs text-slate-600">
            {t('drawer.priceCap', { lowest: formatWon(lowestSalePrice(form.markedPrice)) })}
          </p>
        )}
        {f.check('taxFree')}
        {f.number('shipWeightG')}
        {f.check('canBuyMultiple')}
        {f.check('canOversea')}
        {f.check('freeDelivery')}
        {f.check('isSupple')}
        {form.isSupple && f.number('suppleEbookProductId', true)}
        {productId === null && (
          <div className="col-span-2">
            <label htmlFor="pd-saleStatus" className={label}>
              {t('fields.saleStatus')}
            </label>
            <select
              id="pd-saleStatus"
              className={input}
              value={form.saleStatus}
              onChange={(e) => set({ saleStatus: e.target.value as Form['saleStatus'] })}
            >
              {SaleStatus.map((s) => (
                <option key={s} value={s}>
                  {t(`saleStatus.${s}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </Section>
      <Section title={t('drawer.sectionContent')}>
        {f.html('html')}
        {f.html('deliveryHtml')}
        {f.text('additionalNotice', 'text', true)}
      </Section>
    </form>
  );
}

/** The sale status of a saved product, changed at once (with its own audit row). */
function SaleStatusPanel({ product }: { product: AdminProduct }) {
  const { t } = useProductsText();
  const change = useSetSaleStatus();
  const current = product.fields.saleStatus;
  const choose = async (status: SaleStatus) => {
    const name = t(`saleStatus.${status}`);
    if (!(await confirmDialog(t('drawer.statusConfirm', { status: name })))) return;
    change.mutate({ productId: product.productId, saleStatus: status });
  };
  return (
    <section aria-labelledby="pd-status" className="mb-5 rounded-md bg-slate-50 p-4">
      <h3 id="pd-status" className="flex items-center gap-2 text-sm font-bold text-slate-900">
        {t('drawer.statusTitle')} <SaleStatusBadge status={current} />
      </h3>
      <p className="mt-1 text-xs text-slate-600">{t(`saleStatusHelp.${current}`)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {SaleStatus.filter((s) => s !== current).map((s) => (
          <button
            key={s}
            type="button"
            className={secondaryBtn}
            disabled={change.isPending}
            onClick={() => void choose(s)}
          >
            {t(`statusTo.${s}`)}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Create (productId null) or edit one product: every field of the entry, and its sale status. */
export function ProductDrawer({
  productId,
  categories,
  onClose,
  onCreated,
}: {
  productId: number | null;
  categories: AdminCategory[];
  onClose: () => void;
  onCreated?: (productId: number) => void;
}) {
  const { t } = useProductsText();
  const { t: adminT } = useAdminText();
  const detail = useQuery({ ...productDetailQuery(productId ?? 0), enabled: productId !== null });
  const save = useSaveProduct();
  const cover = useProductCover();
  const product = detail.data?.data;
  const formId = 'product-form';
  const ready = productId === null || product;

  return (
    <AdminDrawer
      title={productId === null ? t('drawer.newTitle') : t('drawer.editTitle', { id: productId })}
      onClose={onClose}
      query={productId === null ? undefined : detail}
      status={<SaveStatus save={save} />}
      actions={formActions(adminT, { formId, save, onClose, canSave: !!ready })}
    >
      {product && (
        <div className="mb-5 flex items-center gap-4">
          <ImagePicker
            label={t('drawer.cover')}
            imageUrl={product.imageUrl}
            width={72}
            height={100}
            pending={cover.isPending}
            onUpload={(contentBase64) =>
              cover.mutate({ productId: product.productId, contentBase64 })
            }
          />
          <p className="text-sm text-slate-600">{product.categoryFullName}</p>
        </div>
      )}
      {product && <SaleStatusPanel product={product} />}
      {ready && (
        <ProductForm
          key={product?.productId ?? 'new'}
          initial={product ? product.fields : EMPTY}
          productId={productId}
          categories={categories}
          formId={formId}
          save={save}
          onSaved={(saved) => {
            if (productId === null) onCreated?.(saved.productId);
          }}
        />
      )}
    </AdminDrawer>
  );
}
