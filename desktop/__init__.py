"""Palabre's Qt Widgets front end: the only package that imports PySide6."""
