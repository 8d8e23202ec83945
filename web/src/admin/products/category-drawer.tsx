import { useState } from 'react';
import {
  AdminCategoryLimits,
  type AdminCategoryFields,
  type AdminCategoryNode,
} from '@shop/contract/admin-categories.ts';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useProductsText } from '../i18n/admin-page-texts.ts';
import { input } from '../kit/admin-styles.ts';
import { CheckField, DrawerForm, Field, NumberField } from '../kit/drawer-form.tsx';
import { useDeleteCategory, useSaveCategory, useSaveCategoryRule } from './category-queries.ts';
import { refusalText } from '../../i18n/refusal-text.ts';

/**
 * Create (category null, under `parent`) or edit one category: name, order, visible flag and
 * parent (another of the same level in its section). Deletion is offered only when nothing is in
 * it, and otherwise says why.
 */
export function CategoryDrawer({
  category,
  parent,
  tree,
  onClose,
  onCreated,
}: {
  category: AdminCategoryNode | null;
  parent: AdminCategoryNode | undefined;
  tree: AdminCategoryNode[];
  onClose: () => void;
  onCreated?: (categoryId: number) => void;
}) {
  const { t } = useProductsText();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [form, setForm] = useState<AdminCategoryFields>(() => ({
    parentId: category ? category.parentId : (parent?.categoryId ?? null),
    name: category?.name ?? '',
    sortOrder: category?.sortOrder ?? 0,
    visible: category?.visible ?? true,
  }));
  const set = (change: Partial<AdminCategoryFields>) => setForm((f) => ({ ...f, ...change }));
  const isRoot = category !== null && category.parentId === null;
  const rootId = category?.rootId ?? parent?.rootId;
  // the parents it may go under: its section, one level up (a new one: any level with room),
  // not holding products themselves
  const parents = tree.filter(
    (c) =>
      c.rootId === rootId &&
      (category ? c.depth === category.depth - 1 : c.depth < AdminCategoryLimits.maxDepth) &&
      (c.categoryId === form.parentId || !c.leaf || c.productCount === 0),
  );
  const children = category ? tree.filter((c) => c.parentId === category.categoryId).length : 0;
  const blocker =
    category &&
    (children > 0
      ? t('categories.cannotDeleteChildren')
      : category.productCount > 0
        ? t('categories.cannotDelete', { count: category.productCount })
        : null);

  const onSubmit = () =>
    save.mutate(
      { categoryId: category?.categoryId ?? null, fields: form },
      { onSuccess: (res) => category === null && onCreated?.(res.data.categoryId) },
    );
  const onDelete = async () => {
    if (!category) return;
    if (!(await confirmDialog(t('categories.deleteConfirm', { name: category.name })))) return;
    remove.mutate({ categoryId: category.categoryId }, { onSuccess: onClose });
  };

  return (
    <DrawerForm
      title={
        category ? t('categories.editTitle', { name: category.name }) : t('categories.newTitle')
      }
      formId="category-form"
      onClose={onClose}
      onSubmit={onSubmit}
      save={save}
      remove={
        category && !isRoot
          ? {
              label: t('categories.delete'),
              onClick: () => void onDelete(),
              disabled: blocker !== null || remove.isPending,
            }
          : undefined
      }
      above={
        category &&
        !isRoot &&
        blocker && (
          <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{blocker}</p>
        )
      }
    >
      <Field id="cg-name" label={t('categories.name')} wide>
        <input
          id="cg-name"
          className={input}
          required
          maxLength={AdminCategoryLimits.nameMax}
          value={form.name}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Field>
      {!isRoot && (
        <Field id="cg-parent" label={t('categories.parent')} help={t('categories.moveHelp')}>
          <select
            id="cg-parent"
            className={input}
            aria-describedby="cg-parent-help"
            value={form.parentId ?? ''}
            onChange={(e) => set({ parentId: Number(e.target.value) })}
          >
            {parents.map((p) => (
              <option key={p.categoryId} value={p.categoryId}>
                {p.fullName}
              </option>
            ))}
          </select>
        </Field>
      )}
      <NumberField
        id="cg-order"
        label={t('categories.sortOrder')}
        max={AdminCategoryLimits.sortMax}
        value={form.sortOrder}
        onChange={(sortOrder) => set({ sortOrder })}
      />
      {isRoot ? (
        <p className="text-xs text-slate-500 sm:col-span-2">{t('categories.rootHelp')}</p>
      ) : (
        <>
          <CheckField
            id="cg-visible"
            label={t('categories.visible')}
            checked={form.visible}
            onChange={(visible) => set({ visible })}
          />
          <p className="-mt-2 text-xs text-slate-500 sm:col-span-2">
            {t('categories.visibleHelp')}
          </p>
        </>
      )}
    </DrawerForm>
  );
}

/** The texts of a category's access rule (spec 1 §6) and the message that replaces them. */
export function CategoryRuleDrawer({
  category,
  onClose,
}: {
  category: AdminCategoryNode & { rule: NonNullable<AdminCategoryNode['rule']> };
  onClose: () => void;
}) {
  const { t } = useProductsText();
  const save = useSaveCategoryRule();
  const [texts, setTexts] = useState(category.rule.ruleTexts.join('\n'));
  const [override, setOverride] = useState(category.rule.denyMsgOverride ?? '');
  const onSubmit = () =>
    save.mutate({
      categoryId: category.categoryId,
      ruleTexts: texts
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean),
      denyMsgOverride: override,
    });
  return (
    <DrawerForm
      title={t('categories.ruleTitle', { name: category.name })}
      formId="category-rule-form"
      onClose={onClose}
      onSubmit={onSubmit}
      save={save}
      above={
        <div className="mb-4 space-y-1 text-sm">
          <p className="text-slate-600">
            {t('categories.ruleAudience', { types: category.rule.brchTypes.join(', ') })}
          </p>
          <p>
            <span className="font-semibold">{t('categories.denyPreview')}</span>:{' '}
            {refusalText(
              category.rule.denyMessage,
              category.rule.denyMessageCode,
              category.rule.denyMessageParams,
            )}
          </p>
        </div>
      }
    >
      <Field
        id="cr-texts"
        label={t('categories.ruleTexts')}
        wide
        help={t('categories.ruleTextsHelp')}
      >
        <textarea
          id="cr-texts"
          rows={4}
          required
          className={input}
          aria-describedby="cr-texts-help"
          value={texts}
          onChange={(e) => setTexts(e.target.value)}
        />
      </Field>
      <Field id="cr-override" label={t('categories.override')} wide>
        <textarea
          id="cr-override"
          rows={3}
          className={input}
          maxLength={AdminCategoryLimits.denyMsgMax}
          value={override}
          onChange={(e) => setOverride(e.target.value)}
        />
      </Field>
    </DrawerForm>
  );
}
