"""Palabre's shipped files (icons, sounds, compiled translations): package data, no code.

A package so `importlib.resources` finds the folder in every kind of installation
(`store.resources` is the one place that knows where each file is).
"""
