import { areas } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { pathTo } from 'contracts/routes';
import { Button } from 'design-system/button';
import { ListingCard } from 'design-system/listing-card';
import { Tag } from 'design-system/tag';
import { RouterLink } from 'platform/router-link';
import { useAccountText } from '../../lib/use-account-text.ts';
import type { SavedEntry } from './saved-entries.ts';

type Props = { entry: SavedEntry; lang: Lang; removing: boolean; onRemove: () => void };

/**
 * A saved restaurant or shop: links to its detail page, says which lists it is on, and can be
 * removed; one no longer available keeps its name, says so and links nowhere.
 */
export function SavedCard({ entry, lang, removing, onRemove }: Props) {
  const { t } = useAccountText();
  const { listing, itemType, available } = entry.item;
  // In the trash or back to draft: its page would say "not found", so the card links nowhere.
  const href = !available
    ? undefined
    : pathTo(itemType === 'restaurant' ? 'restaurant' : 'giftShop', { slug: listing.slug, id: listing._id });
  const image = listing.coverImage
    ? {
        src: listing.coverImage.src,
        srcset: listing.coverImage.srcset,
        alt: listing.coverImage.alt,
        width: listing.coverImage.width,
        height: listing.coverImage.height,
      }
    : undefined;
  return (
    <ListingCard
      title={listing.name}
      href={href}
      image={image}
      linkAs={RouterLink}
      meta={areas.labels[listing.area][lang]}
      badges={[
        ...(available ? [] : [<Tag key="unavailable">{t('saved.unavailable')}</Tag>]),
        ...entry.kinds.map((kind) => (
          <Tag key={kind} tone="brand">
            {t(`saved.kind.${kind}`)}
          </Tag>
        )),
      ]}
      actions={
        <Button
          variant="secondary"
          loading={removing}
          loadingLabel={t('common.pleaseWait')}
          aria-label={t('saved.removeLabel', { name: listing.name })}
          onClick={onRemove}
        >
          {t('saved.remove')}
        </Button>
      }
      data-testid="saved-card"
    />
  );
}
