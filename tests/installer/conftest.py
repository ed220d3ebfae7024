"""installer/ holds build scripts, not a package: its modules are loaded by path."""

import importlib.util
import sys
from pathlib import Path

INSTALLER = Path(__file__).resolve().parents[2] / "installer"


def load(name: str):
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, INSTALLER / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
