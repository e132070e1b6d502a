"""Knowledge base: schemas, opening hours, loader and the packaged property data."""
