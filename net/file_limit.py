"""The process's open-file limit, raised at start (issue 25, PX-NET-9).

Every socket is a file: many systems start a process with a soft limit of 1,024 while
the hard limit allows far more. The host raises its soft limit to the hard one (the most
an unprivileged process may take), so the connection caps of both ports
(`net.admission`, `net.web_gate`) are reached long before the system's limit is.
"""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)

#: When the hard limit is unlimited: what the soft limit is raised to (Linux refuses an
#: unlimited soft limit for files; this is its default ``nr_open``).
UNLIMITED_FILES = 1 << 20


def raise_file_limit() -> int | None:
    """Raise the soft open-file limit to the hard limit; returns the soft limit now
    (None where the platform has no such limit: Windows)."""
    try:
        import resource
    except ImportError:  # Windows: no per-process file limit of this kind
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = UNLIMITED_FILES if hard == resource.RLIM_INFINITY else hard
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError) as err:
            log.warning("file limit: kept at %d (%s)", soft, err)
            return int(soft)
        return int(wanted)
    return int(soft)
