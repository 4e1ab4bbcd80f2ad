import { type AdCategory, type PlaybackMode, playbackModes } from 'contracts/enums';
import { AdCard } from 'design-system/ad-card';
import { Button } from 'design-system/button';
import { Grid } from 'design-system/grid';
import { Stack } from 'design-system/stack';
import { isAnnouncedByClient, isApiError } from 'platform/api';
import { notify } from 'platform/toast';
import { useId, useState } from 'react';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './ads.module.css';
import { savePlayback, useInvalidateAds, usePlaybackSettings, usePublicAds } from './ads-api.ts';

/**
 * How a category's video ads play for visitors: autoplay (muted, looped), on click (poster and a
 * play button), or off (the poster only). The preview renders the category's ad visitors see with
 * the visitors' card under the choice not yet saved, so the admin sees what they are choosing.
 */
export function PlaybackSetting({ category }: { category: AdCategory }) {
  const { t, lang } = useAdminText();
  const id = useId();
  const settings = usePlaybackSettings();
  const saved: PlaybackMode = settings.data?.[category] ?? 'click';
  const [chosen, setChosen] = useState<PlaybackMode | null>(null);
  const value = chosen ?? saved;
  const [saving, setSaving] = useState(false);
  const invalidate = useInvalidateAds();
  const ads = usePublicAds(lang, category);
  // The ad visitors get now: the setting is previewed on what it changes for them.
  const preview = ads.data?.[0];

  const save = async () => {
    setSaving(true);
    try {
      await savePlayback(category, value);
      await invalidate();
      setChosen(null);
      notify.success(t('ads.playback.saved', { mode: playbackModes.labels[value][lang] }));
    } catch (error) {
      if (!isAnnouncedByClient(error)) notify.error(isApiError(error) ? error.message : t('ads.playback.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.playback} aria-labelledby={`${id}-title`} data-testid="playback-setting">
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {t('ads.playback.title')}
      </h2>
      <Grid gap={6} minItemSize="18rem" align="start">
        <fieldset className={styles.choices} disabled={settings.isPending}>
          <legend className={styles.legend}>{t('ads.playback.legend')}</legend>
          {playbackModes.values.map((mode) => (
            <div key={mode} className={styles.choice}>
              <input
                type="radio"
                id={`${id}-${mode}`}
                name={`${id}-playback`}
                value={mode}
                checked={value === mode}
                onChange={() => setChosen(mode)}
                aria-describedby={`${id}-${mode}-hint`}
              />
              <label htmlFor={`${id}-${mode}`}>{t(`ads.playback.modes.${mode}`)}</label>
              <p id={`${id}-${mode}-hint`} className={styles.choiceHint}>
                {t(`ads.playback.hints.${mode}`)}
              </p>
            </div>
          ))}
          <Button type="button" onClick={save} loading={saving} disabled={value === saved || settings.isPending}>
            {t('ads.playback.save')}
          </Button>
        </fieldset>
        <Stack gap={2} data-testid="playback-preview">
          <h3 className={styles.previewTitle}>{t('ads.playback.preview')}</h3>
          {preview ? (
            <AdCard
              key={`${preview._id}-${value}`}
              ad={preview}
              playback={value}
              labels={{
                advertisement: t('ads.playback.label'),
                play: t('ads.playback.play', { title: preview.title }),
              }}
            />
          ) : (
            <p className={styles.hint}>{ads.isPending ? t('ads.list.loading') : t('ads.playback.noPreview')}</p>
          )}
        </Stack>
      </Grid>
    </section>
  );
}
