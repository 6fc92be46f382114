import ViewLayout
