import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { langOf } from 'design-system/storybook/direction';
import type { i18n as I18n } from 'i18next';
import { createStore, Provider } from 'jotai';
import { i18next, initI18n } from 'platform/i18n';
import { type ReactNode, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { expect } from 'storybook/test';
import type { Decorator, Loader } from 'storybook-react-rsbuild';
import { ADMIN_NAMESPACE } from '../i18n/register.ts';
import { rawKeysIn } from './raw-keys.ts';

/**
 * An i18next of the story's own in the Direction toolbar's language, sharing the remote's strings:
 * a docs page shows stories in English and in Arabic at once, which one language for all cannot.
 */
const adminLanguage: Loader = async (context) => {
  await initI18n();
  const i18n = i18next.cloneInstance();
  await i18n.changeLanguage(langOf(context.globals));
  return { i18n };
};

/** What the shell gives a back-office page: its strings, a query cache, a session store, a router. */
function AdminProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  const [store] = useState(createStore);
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={store}>
        <QueryClientProvider client={client}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </Provider>
    </I18nextProvider>
  );
}

const withAdminProviders: Decorator = (Story, context) => (
  <AdminProviders i18n={context.loaded.i18n as I18n}>
    <Story />
  </AdminProviders>
);

/** The story's `t` for the remote's strings, for a play function to find what the story shows in either language. */
export function adminT({ loaded }: { loaded: Record<string, unknown> }) {
  return (loaded.i18n as I18n).getFixedT(null, ADMIN_NAMESPACE);
}

/**
 * A back-office stories file's meta: the providers and, after every story (its play included),
 * the check that each string on it is translated, not its key.
 */
export const adminStories = {
  loaders: [adminLanguage],
  decorators: [withAdminProviders],
  afterEach: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(rawKeysIn(canvasElement)).toEqual([]);
  },
};

/**
 * A react-hook-form form around a part that reads the form's context, with its values and, for
 * the "with errors" stories, errors as the schema or the api would set them (validation keys).
 */
export function StoryForm<T extends FieldValues>({
  defaultValues,
  errors = {},
  children,
}: {
  defaultValues: DefaultValues<T>;
  errors?: Record<string, string>;
  children: ReactNode | ((form: UseFormReturn<T>) => ReactNode);
}) {
  const form = useForm<T>({ defaultValues });
  // Set once: a story's render passes a new object each time, and each setError renders again.
  const [initialErrors] = useState(errors);
  useEffect(() => {
    for (const [path, message] of Object.entries(initialErrors)) {
      form.setError(path as never, { type: 'server', message });
    }
  }, [form, initialErrors]);
  return <FormProvider {...form}>{typeof children === 'function' ? children(form) : children}</FormProvider>;
}
