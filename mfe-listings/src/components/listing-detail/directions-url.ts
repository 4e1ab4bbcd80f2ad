/**
 * A Google Maps directions link (the documented `api=1` URL, which phones hand to the maps app).
 * Coordinates are exact; without them the name and address are the best destination we have.
 */
export function directionsUrl(listing: {
  name: string;
  address: string;
  coordinates: { lat: number; lng: number } | null;
}): string {
  const destination = listing.coordinates
    ? `${listing.coordinates.lat},${listing.coordinates.lng}`
    : `${listing.name}, ${listing.address}, Qatar`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
