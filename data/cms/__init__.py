"""The Google Sheet CMS: sheet layout, reading, validation sync, status write-back, publishing."""
