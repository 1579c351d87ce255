export const AdminOffersPage = () => <h1 className="text-3xl text-plum-950">Offers</h1>;
