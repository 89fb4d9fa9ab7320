"""The campaign's parts: the book and its pages, families, Legacy Points, Market tracks, stories."""
