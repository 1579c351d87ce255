/**
 * The captions of the demo gallery a fresh install shows (apps/api's demo content): the customer's
 * screens show them in Sinhala and Tamil; a caption the owner types shows as typed. Apart from
 * gallery.ts, so the public gallery's script carries no zod (docs/architecture.md#react-runtime).
 */
export const demoGalleryCaptions = ['Bridal & Makeup', 'Hair Styling', 'Nail Art', 'Skin Care'] as const;
export type DemoGalleryCaption = (typeof demoGalleryCaptions)[number];
