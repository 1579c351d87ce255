export const AdminReviewsPage = () => <h1 className="text-3xl text-plum-950">Reviews</h1>;
