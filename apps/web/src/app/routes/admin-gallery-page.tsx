export const AdminGalleryPage = () => <h1 className="text-3xl text-plum-950">Gallery</h1>;
