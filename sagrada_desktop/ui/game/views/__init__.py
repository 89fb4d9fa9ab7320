"""Views of the models: the window grids and the Cathedral Board."""
