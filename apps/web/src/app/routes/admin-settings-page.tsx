export const AdminSettingsPage = () => <h1 className="text-3xl text-plum-950">Settings</h1>;
