import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCategoryDelete,
  adminCategoryRuleSave,
  adminCategorySave,
  adminCategoryTree,
} from '@shop/contract/admin-categories.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';
import { categoryListQuery } from './product-queries.ts';

const treeKey = [...ADMIN_KEY, 'category-tree'] as const;

export const categoryTreeQuery = queryOptions({
  queryKey: treeKey,
  queryFn: ({ signal }) => adminCall(adminCategoryTree, { signal }),
});

/** A change of the tree: the tree and the products' category choices are read again. */
function useTreeChange<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: treeKey });
      await queryClient.invalidateQueries({ queryKey: categoryListQuery.queryKey });
    },
  });
}

export const useSaveCategory = () =>
  useTreeChange((body: CallBody<typeof adminCategorySave>) =>
    adminCall(adminCategorySave, { body }),
  );

export const useDeleteCategory = () =>
  useTreeChange((body: CallBody<typeof adminCategoryDelete>) =>
    adminCall(adminCategoryDelete, { body }),
  );

export const useSaveCategoryRule = () =>
  useTreeChange((body: CallBody<typeof adminCategoryRuleSave>) =>
    adminCall(adminCategoryRuleSave, { body }),
  );
