"""The macOS app's ``Info.plist`` entries (palabre.spec's BUNDLE).

Since macOS 14 (and iOS 14), an app that browses or advertises on the local network must
say why (``NSLocalNetworkUsageDescription``, shown in the permission prompt) and list the
Bonjour service types it uses (``NSBonjourServices``); without them the system blocks
discovery silently and no room is found. The type comes from `net.discovery`.
"""

from __future__ import annotations

from typing import Any

from net.discovery import SERVICE_TYPE

#: "_palabre._tcp.local." -> "_palabre._tcp": Info.plist names types without the domain.
BONJOUR_TYPE = SERVICE_TYPE.removesuffix(".").removesuffix(".local")
LOCAL_NETWORK_USAGE = ("Palabre finds and hosts game rooms on your local network, so "
                       "players on other computers and phones can join.")


def info_plist(version: str) -> dict[str, Any]:
    return {
        "NSHighResolutionCapable": True,
        "CFBundleShortVersionString": version,
        "LSApplicationCategoryType": "public.app-category.games",
        "NSLocalNetworkUsageDescription": LOCAL_NETWORK_USAGE,
        "NSBonjourServices": [BONJOUR_TYPE],
    }
