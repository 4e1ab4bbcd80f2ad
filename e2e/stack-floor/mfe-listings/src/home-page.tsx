import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

type Image = { src: string; srcset: string; alt: string; width: number; height: number };
type Listing = { _id: string; name: string; coverImage: Image | null };
type Blog = { _id: string; title: string };

/** The requests the BFF preloads with the home page's HTML (contracts/page-data), as the product asks them. */
async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`/api/v1/${path}`, { credentials: 'include' });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

function Cards({ listings, eagerFirst }: { listings: Listing[]; eagerFirst: boolean }) {
  return (
    <ul>
      {listings.map((listing, index) => (
        <li key={listing._id}>
          {listing.coverImage ? (
            <img
              src={listing.coverImage.src}
              srcSet={listing.coverImage.srcset}
              sizes="(min-width: 64rem) 33vw, 100vw"
              width={listing.coverImage.width}
              height={listing.coverImage.height}
              alt={listing.coverImage.alt}
              loading={eagerFirst && index === 0 ? 'eager' : 'lazy'}
              fetchPriority={eagerFirst && index === 0 ? 'high' : 'auto'}
              style={{ inlineSize: '100%', blockSize: 'auto' }}
            />
          ) : null}
          <h3>{listing.name}</h3>
        </li>
      ))}
    </ul>
  );
}

/** The home page's data and pictures with no design: featured restaurants and shops, the latest posts. */
export default function HomePage() {
  const { t } = useTranslation();
  const restaurants = useQuery({
    queryKey: ['restaurants'],
    queryFn: () => apiGet<{ restaurants: Listing[] }>('restaurants?featured=true&limit=3&lang=en'),
  });
  const shops = useQuery({
    queryKey: ['shops'],
    queryFn: () => apiGet<{ shops: Listing[] }>('shops?featured=true&limit=3&lang=en'),
  });
  const blogs = useQuery({
    queryKey: ['blogs'],
    queryFn: () => apiGet<{ blogs: Blog[] }>('blogs?sort=newest&limit=3&lang=en'),
  });
  return (
    <main>
      <h1>{t('site')}</h1>
      <Cards listings={restaurants.data?.restaurants ?? []} eagerFirst />
      <Cards listings={shops.data?.shops ?? []} eagerFirst={false} />
      <ul>
        {(blogs.data?.blogs ?? []).map((blog) => (
          <li key={blog._id}>{blog.title}</li>
        ))}
      </ul>
    </main>
  );
}
