export const AdminServicesPage = () => <h1 className="text-3xl text-plum-950">Services</h1>;
