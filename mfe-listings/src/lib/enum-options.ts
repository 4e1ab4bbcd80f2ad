import type { Bilingual } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { Option } from 'design-system/form-controls';

/** An enumeration of contracts/enums as filter choices, labelled in the page's language. */
export function enumOptions(
  enumeration: { values: readonly string[]; labels: Record<string, Bilingual> },
  lang: Lang,
): Option[] {
  return enumeration.values.map((value) => ({ value, label: enumeration.labels[value]?.[lang] ?? value }));
}
