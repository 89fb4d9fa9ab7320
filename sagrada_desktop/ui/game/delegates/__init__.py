"""Delegates that paint dice and spaces through the SVG pictures."""
