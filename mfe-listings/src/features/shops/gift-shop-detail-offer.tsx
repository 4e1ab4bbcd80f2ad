import { occasions, personalizations, recipients, shopCategories } from 'contracts/enums';
import type { ShopDetail } from 'contracts/schemas/shop';
import { FactList } from '../../components/listing-detail/fact-list.tsx';
import styles from '../../components/listing-detail/listing-detail.module.css';
import { useListingsT } from '../../components/listing-detail/use-lang.ts';
import '../../components/listing-detail/i18n/register.ts';

/** What the shop sells and makes to order: available items, personalization, occasions, recipients. */
export function GiftShopOffer({ shop }: { shop: ShopDetail }) {
  const { t, lang } = useListingsT();
  return (
    <section aria-labelledby="shop-offer">
      <h2 id="shop-offer" className={styles.sectionTitle}>
        {t('detail.shop.offer')}
      </h2>
      <div className={styles.facts}>
        <FactList
          title={t('detail.shop.availableItems')}
          values={shop.availableItems}
          labels={shopCategories.labels}
          lang={lang}
        />
        <FactList
          title={t('detail.shop.personalization')}
          values={shop.personalizations}
          labels={personalizations.labels}
          lang={lang}
        />
        <FactList title={t('detail.shop.occasions')} values={shop.occasions} labels={occasions.labels} lang={lang} />
        <FactList title={t('detail.shop.recipients')} values={shop.recipients} labels={recipients.labels} lang={lang} />
      </div>
    </section>
  );
}
